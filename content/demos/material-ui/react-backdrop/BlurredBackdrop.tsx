import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function BlurredBackdrop() {
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Export 48 rows
      </Button>
      <Backdrop
        open={open}
        onClick={() => setOpen(false)}
        transitionDuration={{ enter: 400, exit: 200 }}
        sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, bgcolor: 'rgba(15, 23, 42, 0.4)', backdropFilter: 'blur(4px)' }}
      >
        <Stack spacing={2} sx={{ width: 240, p: 3, borderRadius: 2, bgcolor: 'background.paper' }}>
          <Typography>Preparing your spreadsheet…</Typography>
          <LinearProgress aria-label="Export progress" />
          <Typography variant="caption" color="text.secondary">
            Click anywhere to hide this preview.
          </Typography>
        </Stack>
      </Backdrop>
    </div>
  );
}
