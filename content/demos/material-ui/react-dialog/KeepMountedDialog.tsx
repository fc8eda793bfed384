import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function KeepMountedDialog() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [openCount, setOpenCount] = React.useState<number>(0);

  return (
    <Stack spacing={1} alignItems="flex-start">
      <Button
        variant="outlined"
        onClick={() => {
          setOpen(true);
          setOpenCount((count) => count + 1);
        }}
      >
        Write a note
      </Button>
      <Typography variant="body2">
        Opened {openCount === 1 ? 'once' : `${openCount} times`}. Type, close, open again: the draft is still there.
      </Typography>
      <Dialog keepMounted open={open} onClose={() => setOpen(false)} fullWidth aria-labelledby="note-dialog-title">
        <DialogTitle id="note-dialog-title">Note to self</DialogTitle>
        <DialogContent>
          {/* Uncontrolled: without keepMounted, closing the dialog would unmount it and lose the text. */}
          <TextField id="note-draft" label="Note" multiline minRows={3} fullWidth margin="dense" />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
