import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';

export default function CircularProgressSizes() {
  return (
    <Stack direction="row" spacing={4} sx={{ alignItems: 'center' }}>
      <CircularProgress size="sm" aria-label="Loading, small" />
      <CircularProgress size="md" aria-label="Loading, medium" />
      <CircularProgress size="lg" aria-label="Loading, large" />
      <CircularProgress size="lg" thickness={3} aria-label="Loading, large with a thin ring" />
    </Stack>
  );
}
