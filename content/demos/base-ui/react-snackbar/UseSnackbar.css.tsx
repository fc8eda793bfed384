import * as React from 'react';
import { useSnackbar, SnackbarCloseReason } from '@mui/base/useSnackbar';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { Portal } from '@mui/base/Portal';

// The rules are in UseSnackbar.css.
export default function UseSnackbar() {
  const [open, setOpen] = React.useState(false);
  const [count, setCount] = React.useState(0);

  const handleClose = (_event: React.SyntheticEvent<any> | Event | null, reason: SnackbarCloseReason) => {
    if (reason !== 'clickaway') setOpen(false);
  };
  // The hook returns the root's props (role, and the handlers that pause the
  // timer while the pointer or focus is inside) and a click-away handler.
  const { getRootProps, onClickAway } = useSnackbar({ open, onClose: handleClose, autoHideDuration: 6000 });

  return (
    <div className="use-snackbar">
      <button
        type="button"
        className="use-snackbar-button"
        onClick={() => {
          setCount((value) => value + 1);
          setOpen(true);
        }}
      >
        Add to cart
      </button>
      <p className="use-snackbar-status">{count === 1 ? '1 item in your cart' : `${count} items in your cart`}</p>
      {open ? (
        <Portal>
          <ClickAwayListener onClickAway={onClickAway}>
            <div {...getRootProps()} className="use-snackbar-toast">
              <p role="status">Added “Merino wool beanie” to your cart.</p>
              <button type="button" className="use-snackbar-dismiss" onClick={() => setOpen(false)}>
                Dismiss
              </button>
            </div>
          </ClickAwayListener>
        </Portal>
      ) : null}
    </div>
  );
}
