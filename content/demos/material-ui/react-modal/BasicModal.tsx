import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

const panel = {
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(360px, calc(100% - 32px))',
  p: 3,
  borderRadius: 2,
  bgcolor: 'background.paper',
  boxShadow: 24,
} as const;

export default function BasicModal() {
  const [open, setOpen] = React.useState<boolean>(false);

  return (
    <div>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Show shortcuts
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} aria-labelledby="shortcuts-title" aria-describedby="shortcuts-text">
        <Box sx={panel}>
          <Typography id="shortcuts-title" variant="h6" component="h2">
            Keyboard shortcuts
          </Typography>
          <Typography id="shortcuts-text" sx={{ mt: 1 }}>
            Press N for a new note, S to search and Escape to close this window.
          </Typography>
        </Box>
      </Modal>
    </div>
  );
}
