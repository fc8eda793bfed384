import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import { SnackbarCloseReason } from '@mui/base/useSnackbar';
import { Portal } from '@mui/base/Portal';
import { Button } from '@mui/base/Button';

// The rules are in SnackbarIntroduction.css.
export default function SnackbarIntroduction() {
  const [open, setOpen] = React.useState(false);
  const [lastReason, setLastReason] = React.useState<SnackbarCloseReason | 'button' | null>(null);

  const handleClose = (_event: React.SyntheticEvent<any> | Event | null, reason: SnackbarCloseReason) => {
    // A click anywhere else, even on "Save changes" again, would close it.
    if (reason === 'clickaway') return;
    setLastReason(reason);
    setOpen(false);
  };

  return (
    <div className="snackbar-intro">
      <Button className="snackbar-intro-button" onClick={() => setOpen(true)}>
        Save changes
      </Button>
      <p className="snackbar-intro-status">{lastReason ? `Last closed by: ${lastReason}` : 'Not shown yet'}</p>
      {/* A portal keeps `position: fixed` relative to the viewport, whatever the ancestors. */}
      <Portal>
        <Snackbar open={open} autoHideDuration={5000} onClose={handleClose} className="snackbar-intro-toast">
          <p role="status">Changes saved to “Spring catalog”.</p>
          <Button
            aria-label="Close"
            className="snackbar-intro-close"
            onClick={() => {
              setLastReason('button');
              setOpen(false);
            }}
          >
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
            </svg>
          </Button>
        </Snackbar>
      </Portal>
    </div>
  );
}
