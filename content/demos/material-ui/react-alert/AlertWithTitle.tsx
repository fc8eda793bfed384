import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';

export default function AlertWithTitle() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert severity="warning">
        <AlertTitle>Scheduled maintenance</AlertTitle>
        Sign-in will be unavailable on Sunday between 01:00 and 03:00 UTC.
      </Alert>
      <Alert severity="error" variant="outlined">
        <AlertTitle>Upload failed</AlertTitle>
        The file <strong>quarterly-report.xlsx</strong> is larger than the 25 MB limit.
      </Alert>
    </Stack>
  );
}
