import LoadingButton from '@mui/lab/LoadingButton';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

export default function CustomIndicator() {
  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
      <LoadingButton loading loadingIndicator="Checking…" variant="outlined">
        Check availability
      </LoadingButton>
      <LoadingButton
        loading
        variant="contained"
        color="secondary"
        loadingIndicator={<CircularProgress color="inherit" size={20} thickness={6} aria-label="Booking table" />}
      >
        Book a table
      </LoadingButton>
    </Stack>
  );
}
