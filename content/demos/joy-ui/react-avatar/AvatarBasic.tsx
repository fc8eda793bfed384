import Avatar from '@mui/joy/Avatar';
import Stack from '@mui/joy/Stack';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';

export default function AvatarBasic() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar>JM</Avatar>
      <Avatar role="img" aria-label="Store">
        <StorefrontRounded />
      </Avatar>
      <Avatar alt="Léa Fontaine" />
      <Avatar />
    </Stack>
  );
}
