import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';

export default function BasicModal() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Show shipping details
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog>
          <ModalClose aria-label="Close shipping details" />
          <DialogTitle>Shipping to Porto</DialogTitle>
          <DialogContent>
            Orders placed before 14:00 leave our warehouse the same day and usually arrive within two working days.
          </DialogContent>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
