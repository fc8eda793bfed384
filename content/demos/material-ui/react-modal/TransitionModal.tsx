import * as React from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Modal from '@mui/material/Modal';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function TransitionModal() {
  const [open, setOpen] = React.useState<boolean>(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        What&apos;s new
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        closeAfterTransition
        slotProps={{ backdrop: { transitionDuration: 400 } }}
        aria-labelledby="release-title"
      >
        <Fade in={open} timeout={400}>
          <Paper sx={{ position: 'absolute', top: '20%', left: 0, right: 0, mx: 'auto', width: 'min(380px, calc(100% - 32px))', p: 3 }}>
            <Typography id="release-title" variant="h6" component="h2">
              Version 2.4
            </Typography>
            <Typography sx={{ mt: 1 }}>Folders can now be shared, and search finds text inside attachments.</Typography>
          </Paper>
        </Fade>
      </Modal>
    </div>
  );
}
