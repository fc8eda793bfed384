import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar, { SnackbarCloseReason } from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

export default function UndoSnackbar() {
  const [archived, setArchived] = React.useState(0);
  const [open, setOpen] = React.useState(false);

  const handleArchive = () => {
    setArchived((count) => count + 1);
    setOpen(true);
  };

  const handleClose = (_event: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  const handleUndo = () => {
    setArchived((count) => count - 1);
    setOpen(false);
  };

  return (
    <div>
      <Typography sx={{ mb: 2 }}>Archived conversations: {archived}</Typography>
      <Button variant="outlined" onClick={handleArchive}>
        Archive conversation
      </Button>
      <Snackbar
        open={open}
        autoHideDuration={6000}
        onClose={handleClose}
        message="Conversation archived"
        action={
          <>
            <Button color="secondary" size="small" onClick={handleUndo}>
              Undo
            </Button>
            <IconButton size="small" color="inherit" aria-label="Close" onClick={handleClose}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
      />
    </div>
  );
}
