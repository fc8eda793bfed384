import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function DividerWithText() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Typography variant="body2">Sign in with the email address you registered with.</Typography>
      <Divider>or</Divider>
      <Typography variant="body2">Use a one-time code sent to your phone.</Typography>
      <Divider textAlign="left">Step 2</Divider>
      <Typography variant="body2">Choose a new password of at least twelve characters.</Typography>
      <Divider textAlign="right">
        <Chip label="Optional" size="small" />
      </Divider>
      <Typography variant="body2">Add a recovery email address.</Typography>
    </Stack>
  );
}
