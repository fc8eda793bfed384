import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';
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
        size="lg"
        invertedColors
        open={open}
        onClose={(_event, reason) => reason !== 'clickaway' && setOpen(false)}
        startDecorator={<SystemUpdateAltRoundedIcon />}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        sx={{ maxWidth: 420, alignItems: 'flex-start' }}
      >
        <Box>
          <Typography level="title-md">Version 4.2 is ready</Typography>
          <Typography level="body-sm">Restart to get offline mode and faster search. Your open tabs are kept.</Typography>
          <Box sx={{ display: 'flex', gap: 1, mt: 1.5 }}>
            <Button variant="solid" onClick={() => setOpen(false)}>
              Restart now
            </Button>
            <Button variant="outlined" onClick={() => setOpen(false)}>
              Later
            </Button>
          </Box>
        </Box>
      </Snackbar>
    </React.Fragment>
  );
}
