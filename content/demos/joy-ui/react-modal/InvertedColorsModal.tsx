import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Input from '@mui/joy/Input';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';

export default function InvertedColorsModal() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="solid" color="primary" onClick={() => setOpen(true)}>
        Join the newsletter
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog variant="solid" color="primary" invertedColors>
          <ModalClose variant="plain" aria-label="Close the newsletter sign-up" />
          <DialogTitle>Field notes, every Friday</DialogTitle>
          <DialogContent>One email a week about trail conditions in the Pyrenees. No ads.</DialogContent>
          <Input placeholder="you@example.com" aria-label="Email address" type="email" />
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Subscribe</Button>
            <Button variant="plain" onClick={() => setOpen(false)}>
              Not now
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
