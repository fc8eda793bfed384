import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function CircularProgressCustomization() {
  return (
    <Stack direction="row" spacing={4} sx={{ alignItems: 'center' }}>
      <CircularProgress
        determinate
        value={72}
        aria-label="Daily step goal"
        sx={{
          '--CircularProgress-size': '96px',
          '--CircularProgress-trackThickness': '4px',
          '--CircularProgress-progressThickness': '12px',
        }}
      >
        <Typography level="title-md">7,200</Typography>
      </CircularProgress>
      <CircularProgress
        determinate
        value={45}
        color="warning"
        aria-label="Battery level"
        sx={{
          '--CircularProgress-size': '80px',
          '--CircularProgress-thickness': '10px',
          '--CircularProgress-linecap': 'butt',
        }}
      >
        45%
      </CircularProgress>
      <CircularProgress
        aria-label="Loading, slow rotation"
        sx={{ '--CircularProgress-circulation': '2.4s linear 0s infinite normal none running' }}
      />
    </Stack>
  );
}
