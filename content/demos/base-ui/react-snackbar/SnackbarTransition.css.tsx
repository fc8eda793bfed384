import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import { SnackbarCloseReason } from '@mui/base/useSnackbar';
import { Portal } from '@mui/base/Portal';
import { Button } from '@mui/base/Button';

// `true` one frame after `show` becomes true, so that the element is first
// painted in its closed state and the CSS transition runs.
function useShown(show: boolean) {
  const [shown, setShown] = React.useState(false);
  React.useEffect(() => {
    if (!show) {
      setShown(false);
      return undefined;
    }
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, [show]);
  return shown;
}

// The rules are in SnackbarTransition.css.
export default function SnackbarTransition() {
  const [archived, setArchived] = React.useState(false);
  const [open, setOpen] = React.useState(false);
  // Snackbar unmounts when it is closed and `exited` is true: keep `exited`
  // false until the closing transition has ended.
  const [exited, setExited] = React.useState(true);
  const shown = useShown(open);

  const archive = () => {
    setArchived(true);
    setExited(false);
    setOpen(true);
  };
  const undo = () => {
    setArchived(false);
    setOpen(false);
  };
  const handleClose = (_event: React.SyntheticEvent<any> | Event | null, reason: SnackbarCloseReason) => {
    if (reason !== 'clickaway') setOpen(false);
  };

  return (
    <div className="snackbar-transition">
      <p className="snackbar-transition-status">“Quarterly budget review” is in the {archived ? 'Archive' : 'Inbox'}</p>
      <Button disabled={archived} focusableWhenDisabled onClick={archive} className="snackbar-transition-button">
        Archive
      </Button>
      <Portal>
        <Snackbar
          open={open}
          exited={exited}
          autoHideDuration={6000}
          onClose={handleClose}
          data-state={shown ? 'open' : 'closed'}
          onTransitionEnd={(event) => {
            if (!open && event.target === event.currentTarget && event.propertyName === 'opacity') setExited(true);
          }}
          className="snackbar-transition-toast"
        >
          <p role="status">Conversation archived</p>
          <Button onClick={undo} className="snackbar-transition-undo">
            Undo
          </Button>
        </Snackbar>
      </Portal>
    </div>
  );
}
