import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function AlertVariants() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert variant="outlined" severity="info">
        Outlined: the meeting room booking was moved to 3 p.m.
      </Alert>
      <Alert variant="outlined" severity="warning">
        Outlined: two team members have not confirmed yet.
      </Alert>
      <Alert variant="filled" severity="success">
        Filled: the invoice was sent to the customer.
      </Alert>
      <Alert variant="filled" severity="error">
        Filled: the import stopped at row 118 because a date is invalid.
      </Alert>
    </Stack>
  );
}
