import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal, { ModalProps } from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';

export default function CloseReasonModal() {
  const [open, setOpen] = React.useState(false);
  const [lastReason, setLastReason] = React.useState('none yet');

  const handleClose: ModalProps['onClose'] = (_event, reason) => {
    setLastReason(reason);
    // A click outside must not throw away a half-written note.
    if (reason === 'backdropClick') return;
    setOpen(false);
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Write a note
      </Button>
      <Typography level="body-sm">Last close reason: {lastReason}</Typography>
      <Modal open={open} onClose={handleClose}>
        <ModalDialog minWidth={400}>
          <ModalClose aria-label="Close the note" />
          <DialogTitle>Note for the night shift</DialogTitle>
          <DialogContent>Clicking outside is ignored; Escape and the close button still work.</DialogContent>
          <Textarea minRows={3} placeholder="Dock 4 forklift is being serviced until 06:00." />
        </ModalDialog>
      </Modal>
    </Stack>
  );
}
