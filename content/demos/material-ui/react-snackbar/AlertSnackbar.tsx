import * as React from 'react';
import Alert, { AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

interface Notice {
  severity: AlertColor;
  text: string;
}

export default function AlertSnackbar() {
  const [notice, setNotice] = React.useState<Notice>({ severity: 'success', text: '' });
  const [open, setOpen] = React.useState(false);

  const show = (next: Notice) => {
    setNotice(next);
    setOpen(true);
  };

  return (
    <Stack direction="row" spacing={2}>
      <Button onClick={() => show({ severity: 'success', text: 'Profile photo updated.' })}>Save photo</Button>
      <Button color="error" onClick={() => show({ severity: 'error', text: 'The photo is larger than 5 MB.' })}>
        Upload a large photo
      </Button>
      <Snackbar
        open={open}
        autoHideDuration={5000}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity={notice.severity} variant="filled" onClose={() => setOpen(false)} sx={{ width: '100%' }}>
          {notice.text}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
