import Avatar from '@mui/joy/Avatar';
import Stack from '@mui/joy/Stack';

export default function AvatarSizes() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar size="sm">RM</Avatar>
      <Avatar size="md">RM</Avatar>
      <Avatar size="lg">RM</Avatar>
      <Avatar size="lg" sx={{ '--Avatar-size': '4rem' }}>
        RM
      </Avatar>
      <Avatar size="lg" color="primary" sx={{ '--Avatar-radius': '12px' }}>
        RM
      </Avatar>
    </Stack>
  );
}
