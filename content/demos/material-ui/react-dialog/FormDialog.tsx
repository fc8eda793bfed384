import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function FormDialog() {
  const [open, setOpen] = React.useState(false);
  const [invited, setInvited] = React.useState<string[]>([]);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email'));
    setInvited((list) => [...list, email]);
    setOpen(false);
  };

  return (
    <div>
      <Typography sx={{ mb: 2 }}>Invited: {invited.length ? invited.join(', ') : 'nobody yet'}</Typography>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Invite a teammate
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} PaperProps={{ component: 'form', onSubmit: handleSubmit }}>
        <DialogTitle>Invite a teammate</DialogTitle>
        <DialogContent>
          <DialogContentText>They will get an email with a link to join the Design team workspace.</DialogContentText>
          <TextField autoFocus required margin="dense" name="email" label="Email address" type="email" fullWidth variant="standard" />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button type="submit">Send invite</Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
