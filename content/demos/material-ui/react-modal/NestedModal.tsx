import * as React from 'react';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const centered = { position: 'absolute', top: '50%', left: '50%', transform: 'translate(-50%, -50%)', p: 3 } as const;

export default function NestedModal() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [confirming, setConfirming] = React.useState<boolean>(false);

  return (
    <div>
      <Button onClick={() => setOpen(true)}>Edit playlist</Button>
      <Modal open={open} onClose={() => setOpen(false)} aria-labelledby="playlist-title">
        <Paper sx={{ ...centered, width: 'min(380px, calc(100% - 32px))' }}>
          <Typography id="playlist-title" variant="h6" component="h2">
            Road trip mix
          </Typography>
          <Typography sx={{ my: 1 }}>24 songs, 1 h 32 min</Typography>
          <Button color="error" onClick={() => setConfirming(true)}>
            Delete playlist
          </Button>
          <Modal open={confirming} onClose={() => setConfirming(false)} aria-labelledby="confirm-title">
            <Paper sx={{ ...centered, width: 'min(300px, calc(100% - 48px))' }}>
              <Typography id="confirm-title">Delete &quot;Road trip mix&quot;?</Typography>
              <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mt: 2 }}>
                <Button onClick={() => setConfirming(false)}>Keep it</Button>
                <Button
                  color="error"
                  variant="contained"
                  onClick={() => {
                    setConfirming(false);
                    setOpen(false);
                  }}
                >
                  Delete
                </Button>
              </Stack>
            </Paper>
          </Modal>
        </Paper>
      </Modal>
    </div>
  );
}
