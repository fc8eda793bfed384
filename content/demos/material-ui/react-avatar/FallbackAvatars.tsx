import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// A data URL that is not an image: it fails to load without a network request.
const brokenImage = 'data:image/png;base64,bm90IGFuIGltYWdl';

const cases = [
  {
    caption: 'broken src, children "JR"',
    avatar: (
      <Avatar src={brokenImage} alt="Jonas Richter">
        JR
      </Avatar>
    ),
  },
  { caption: 'broken src, alt only', avatar: <Avatar src={brokenImage} alt="Jonas Richter" /> },
  { caption: 'no src, no children', avatar: <Avatar /> },
];

export default function FallbackAvatars() {
  return (
    <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap>
      {cases.map((item) => (
        <Stack key={item.caption} alignItems="center" spacing={1} sx={{ width: 120 }}>
          {item.avatar}
          <Typography variant="caption" color="text.secondary" textAlign="center">
            {item.caption}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
