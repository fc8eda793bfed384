import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';

export default function AlertActions() {
  const [showTip, setShowTip] = React.useState(true);
  const [retries, setRetries] = React.useState(0);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Collapse in={showTip}>
        <Alert severity="info" onClose={() => setShowTip(false)}>
          Tip: press Ctrl + K to search across all projects.
        </Alert>
      </Collapse>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => setRetries((count) => count + 1)}>
            Retry
          </Button>
        }
      >
        Could not reach the sync server. Attempts so far: {retries}.
      </Alert>
      <Button variant="outlined" disabled={showTip} onClick={() => setShowTip(true)} sx={{ alignSelf: 'flex-start' }}>
        Show the tip again
      </Button>
    </Stack>
  );
}
