import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import SystemUpdateAltRoundedIcon from '@mui/icons-material/SystemUpdateAltRounded';

export default function SnackbarInvertedColors() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button onClick={() => setOpen(true)}>Check for updates</Button>
      <Snackbar
        role="status"
        variant="solid"
        color="primary"
        invertedColors
        open={open}
        onClose={(_event, reason) => reason !== 'clickaway' && setOpen(false)}
        startDecorator={<SystemUpdateAltRoundedIcon />}
        endDecorator={
          <Stack direction="row" spacing={1}>
            <Button size="sm" variant="solid" onClick={() => setOpen(false)}>
              Restart
            </Button>
            <Button size="sm" variant="outlined" onClick={() => setOpen(false)}>
              Later
            </Button>
          </Stack>
        }
      >
        <div>
          <Typography level="title-sm">Version 4.2 is ready</Typography>
          <Typography level="body-xs">Your open tabs are kept.</Typography>
        </div>
      </Snackbar>
    </React.Fragment>
  );
}
