import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';

export default function NestedModals() {
  const [settingsOpen, setSettingsOpen] = React.useState(false);
  const [confirmOpen, setConfirmOpen] = React.useState(false);
  const [sessions, setSessions] = React.useState(3);

  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setSettingsOpen(true)}>
        Security settings
      </Button>
      <Modal open={settingsOpen} onClose={() => setSettingsOpen(false)}>
        <ModalDialog minWidth={360}>
          <DialogTitle>Security settings</DialogTitle>
          <DialogContent>
            {sessions === 0
              ? 'You are signed in on this device only.'
              : `You are signed in on ${sessions} other devices: a laptop in Madrid, a phone in Seville and a tablet in Valencia.`}
          </DialogContent>
          <DialogActions>
            <Button color="danger" variant="soft" disabled={sessions === 0} onClick={() => setConfirmOpen(true)}>
              Sign out other devices
            </Button>
            <Button variant="plain" color="neutral" onClick={() => setSettingsOpen(false)}>
              Done
            </Button>
          </DialogActions>
          <Modal open={confirmOpen} onClose={() => setConfirmOpen(false)}>
            <ModalDialog role="alertdialog" size="sm">
              <DialogTitle>Sign out {sessions} devices?</DialogTitle>
              <DialogContent>They will need your password and a one-time code to sign in again.</DialogContent>
              <DialogActions>
                <Button
                  color="danger"
                  onClick={() => {
                    setSessions(0);
                    setConfirmOpen(false);
                  }}
                >
                  Sign out
                </Button>
                <Button variant="plain" color="neutral" onClick={() => setConfirmOpen(false)}>
                  Keep them
                </Button>
              </DialogActions>
            </ModalDialog>
          </Modal>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
