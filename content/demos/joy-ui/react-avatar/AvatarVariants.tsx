import Avatar from '@mui/joy/Avatar';
import Stack from '@mui/joy/Stack';

export default function AvatarVariants() {
  return (
    <Stack direction="row" spacing={2}>
      <Avatar variant="plain">SO</Avatar>
      <Avatar variant="outlined">SO</Avatar>
      <Avatar variant="soft">SO</Avatar>
      <Avatar variant="solid">SO</Avatar>
    </Stack>
  );
}
