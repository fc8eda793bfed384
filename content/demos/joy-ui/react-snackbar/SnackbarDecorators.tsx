import * as React from 'react';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Snackbar, { SnackbarProps } from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';

export default function SnackbarDecorators() {
  const [open, setOpen] = React.useState(false);
  const [inbox, setInbox] = React.useState(['Invoice from Hafenkontor', 'Your flight to Bergen']);
  const [archived, setArchived] = React.useState<string | null>(null);

  const handleClose: SnackbarProps['onClose'] = (_event, reason) => {
    // Keep the undo offer when the reader clicks elsewhere on the page.
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography level="body-sm">Inbox: {inbox.length ? inbox.join(', ') : 'empty'}</Typography>
      <Button
        variant="outlined"
        color="neutral"
        startDecorator={<ArchiveOutlinedIcon />}
        disabled={inbox.length === 0}
        onClick={() => {
          setArchived(inbox[0]);
          setInbox((list) => list.slice(1));
          setOpen(true);
        }}
      >
        Archive the first message
      </Button>
      <Snackbar
        role="status"
        open={open}
        autoHideDuration={6000}
        onClose={handleClose}
        startDecorator={<ArchiveOutlinedIcon />}
        endDecorator={
          <React.Fragment>
            <Button
              size="sm"
              variant="soft"
              color="neutral"
              onClick={() => {
                if (archived) setInbox((list) => [archived, ...list]);
                setOpen(false);
              }}
            >
              Undo
            </Button>
            <IconButton size="sm" variant="plain" color="neutral" aria-label="Dismiss" onClick={() => setOpen(false)}>
              <CloseRoundedIcon />
            </IconButton>
          </React.Fragment>
        }
      >
        Conversation archived.
      </Snackbar>
    </Stack>
  );
}
