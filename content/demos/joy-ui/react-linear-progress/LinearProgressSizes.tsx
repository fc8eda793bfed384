import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';

export default function LinearProgressSizes() {
  return (
    <Stack spacing={2.5} sx={{ width: '100%', maxWidth: 420 }}>
      <LinearProgress determinate value={60} size="sm" aria-label="Small, 4 pixels" />
      <LinearProgress determinate value={60} size="md" aria-label="Medium, 6 pixels" />
      <LinearProgress determinate value={60} size="lg" aria-label="Large, 8 pixels" />
      <LinearProgress determinate value={60} thickness={2} aria-label="Thickness of 2 pixels" />
      <LinearProgress determinate value={60} thickness={14} aria-label="Thickness of 14 pixels" />
    </Stack>
  );
}
