import Button from '@mui/material/Button';
import SnackbarContent from '@mui/material/SnackbarContent';
import Stack from '@mui/material/Stack';

export default function StaticSnackbarContent() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      <SnackbarContent message="You are offline. Changes will sync when you reconnect." role="status" />
      <SnackbarContent
        role="status"
        message="A newer version of this page is available."
        action={
          <Button color="secondary" size="small">
            Reload
          </Button>
        }
      />
      <SnackbarContent
        role="status"
        message="Longer messages wrap onto several lines, so keep the action short and place it after the text where it stays easy to reach."
        action={
          <Button color="secondary" size="small">
            Details
          </Button>
        }
      />
    </Stack>
  );
}
