import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

export default function CustomizedDialog() {
  const [open, setOpen] = React.useState<boolean>(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        See what is new
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="release-notes-title"
        PaperProps={{ sx: { borderRadius: 3, borderTop: 4, borderColor: 'primary.main' } }}
      >
        <DialogTitle id="release-notes-title" sx={{ pr: 7 }}>
          What is new in version 3.2
        </DialogTitle>
        <IconButton
          aria-label="Close"
          onClick={() => setOpen(false)}
          sx={{ position: 'absolute', right: 8, top: 12, color: 'text.secondary' }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent dividers>
          <Typography gutterBottom>Invoices can now be paid in installments, up to six per invoice.</Typography>
          <Typography gutterBottom>Reports open twice as fast on large accounts.</Typography>
          <Typography>The dark theme follows your system setting unless you pick one.</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Got it</Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
