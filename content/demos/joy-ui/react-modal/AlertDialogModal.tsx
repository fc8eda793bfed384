import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import DeleteForeverRoundedIcon from '@mui/icons-material/DeleteForeverRounded';
import WarningRoundedIcon from '@mui/icons-material/WarningRounded';

export default function AlertDialogModal() {
  const [open, setOpen] = React.useState(false);
  const [deleted, setDeleted] = React.useState(false);

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        color="danger"
        startDecorator={<DeleteForeverRoundedIcon />}
        disabled={deleted}
        onClick={() => setOpen(true)}
      >
        Delete workspace
      </Button>
      <Typography level="body-sm" aria-live="polite">
        {deleted ? 'The workspace “Harbor Logistics” was deleted.' : 'Workspace: Harbor Logistics, 14 members.'}
      </Typography>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog role="alertdialog" variant="outlined" maxWidth={440}>
          <DialogTitle>
            <WarningRoundedIcon color="inherit" />
            Delete this workspace?
          </DialogTitle>
          <Divider />
          <DialogContent>
            All 312 documents and the history of “Harbor Logistics” will be removed for its 14 members. This cannot be undone.
          </DialogContent>
          <DialogActions>
            <Button
              variant="solid"
              color="danger"
              onClick={() => {
                setDeleted(true);
                setOpen(false);
              }}
            >
              Delete workspace
            </Button>
            <Button variant="plain" color="neutral" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </Stack>
  );
}
