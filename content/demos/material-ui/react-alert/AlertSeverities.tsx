import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function AlertSeverities() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert severity="success">Your backup finished at 02:14 and took 6 minutes.</Alert>
      <Alert severity="info">A new version of the mobile app is available in the store.</Alert>
      <Alert severity="warning">Your storage is 92% full. Old exports will be removed soon.</Alert>
      <Alert severity="error">The payment card ending in 4417 was declined.</Alert>
    </Stack>
  );
}
