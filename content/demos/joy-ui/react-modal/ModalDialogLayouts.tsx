import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog, { ModalDialogProps } from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';

export default function ModalDialogLayouts() {
  const [layout, setLayout] = React.useState<ModalDialogProps['layout'] | null>(null);

  return (
    <React.Fragment>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" color="neutral" onClick={() => setLayout('center')}>
          Center
        </Button>
        <Button variant="outlined" color="neutral" onClick={() => setLayout('fullscreen')}>
          Fullscreen
        </Button>
      </Stack>
      <Modal open={layout != null} onClose={() => setLayout(null)}>
        <ModalDialog layout={layout ?? undefined}>
          <ModalClose aria-label="Close the release notes" />
          <DialogTitle>Release notes, version 4.2</DialogTitle>
          <DialogContent>
            <p>Offline mode now keeps the last 30 days of messages on the device.</p>
            <p>Exports to CSV include the time zone of each entry.</p>
            <p>The calendar week starts on the day set in your regional settings.</p>
          </DialogContent>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
