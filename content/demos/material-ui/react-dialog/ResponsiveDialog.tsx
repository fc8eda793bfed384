import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

export default function ResponsiveDialog() {
  const [open, setOpen] = React.useState<boolean>(false);
  const theme = useTheme();
  // Below the md breakpoint (900px), the dialog takes the whole screen.
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Share the album
      </Button>
      <Dialog
        fullScreen={fullScreen}
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="share-dialog-title"
        aria-describedby="share-dialog-text"
      >
        <DialogTitle id="share-dialog-title">Share “Summer in Porto” with the family?</DialogTitle>
        <DialogContent>
          <DialogContentText id="share-dialog-text">
            Everyone in the family group will be able to see the 48 photos and add their own. You can stop sharing at any time.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Not now</Button>
          <Button onClick={() => setOpen(false)} autoFocus>
            Share
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
