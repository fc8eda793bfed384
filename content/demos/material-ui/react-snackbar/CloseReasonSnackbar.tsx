import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Snackbar, { SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function CloseReasonSnackbar() {
  const [open, setOpen] = React.useState(false);
  const [ignoreClickAway, setIgnoreClickAway] = React.useState(true);
  const [lastReason, setLastReason] = React.useState<SnackbarCloseReason | null>(null);

  const handleClose = (_event: React.SyntheticEvent | Event, reason: SnackbarCloseReason) => {
    setLastReason(reason);
    if (reason === 'clickaway' && ignoreClickAway) {
      return;
    }
    setOpen(false);
  };

  return (
    <Stack spacing={1} alignItems="flex-start">
      <Button variant="contained" onClick={() => setOpen(true)}>
        Save settings
      </Button>
      <FormControlLabel
        control={<Switch checked={ignoreClickAway} onChange={(event) => setIgnoreClickAway(event.target.checked)} />}
        label="Ignore clicks away"
      />
      <Typography variant="body2" color="text.secondary">
        Last reason passed to onClose: {lastReason ?? 'none yet'}
      </Typography>
      <Snackbar open={open} autoHideDuration={5000} onClose={handleClose} message="Settings saved. Hover over me to pause the timer." />
    </Stack>
  );
}
