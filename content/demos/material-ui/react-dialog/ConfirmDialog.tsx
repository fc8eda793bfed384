import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

export default function ConfirmDialog() {
  const [open, setOpen] = React.useState(false);
  const [status, setStatus] = React.useState('The draft "Spring newsletter" is unsaved.');

  const handleClose = (discard: boolean) => {
    setOpen(false);
    setStatus(discard ? 'The draft was discarded.' : 'The draft was kept.');
  };

  return (
    <div>
      <Typography sx={{ mb: 2 }}>{status}</Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Discard draft
      </Button>
      <Dialog open={open} onClose={() => handleClose(false)} aria-describedby="confirm-dialog-description">
        <DialogTitle>Discard this draft?</DialogTitle>
        <DialogContent>
          <DialogContentText id="confirm-dialog-description">
            Your changes to the spring newsletter will be lost. This cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => handleClose(false)} autoFocus>
            Keep editing
          </Button>
          <Button color="error" onClick={() => handleClose(true)}>
            Discard
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
