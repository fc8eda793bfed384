import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import LocationOnRounded from '@mui/icons-material/LocationOnRounded';

export default function TypographyDecorators() {
  return (
    <Stack spacing={2}>
      <Typography level="title-lg" startDecorator={<LocationOnRounded />}>
        Lisbon, Portugal
      </Typography>
      <Typography
        component="div"
        level="body-md"
        color="success"
        startDecorator={<CheckCircleRounded />}
        endDecorator={
          <Chip size="sm" variant="soft" color="success">
            Verified
          </Chip>
        }
      >
        Email address confirmed
      </Typography>
      <Typography level="body-sm" startDecorator={<InfoOutlined />} sx={{ alignItems: 'flex-start', maxWidth: 420 }}>
        The decorator stays at the top when the text wraps onto several lines, because the root is a flex container and this one sets
        alignItems to flex-start.
      </Typography>
    </Stack>
  );
}
