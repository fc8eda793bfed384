import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';

export default function AvatarShapesAndSizes() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Avatar variant="circular">CI</Avatar>
        <Avatar variant="rounded">RO</Avatar>
        <Avatar variant="square">SQ</Avatar>
      </Stack>
      <Stack direction="row" spacing={2} alignItems="center">
        <Avatar sx={{ width: 24, height: 24, fontSize: 12 }}>XS</Avatar>
        <Avatar>MD</Avatar>
        <Avatar sx={{ width: 56, height: 56, fontSize: 24 }}>LG</Avatar>
        <Avatar sx={{ width: 80, height: 80, fontSize: 32 }}>XL</Avatar>
      </Stack>
    </Stack>
  );
}
