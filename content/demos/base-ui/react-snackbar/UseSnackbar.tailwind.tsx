import * as React from 'react';
import { useSnackbar, SnackbarCloseReason } from '@mui/base/useSnackbar';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { Portal } from '@mui/base/Portal';

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
    <div className="flex flex-wrap items-center gap-4">
      <button
        type="button"
        onClick={() => {
          setCount((value) => value + 1);
          setOpen(true);
        }}
        className="cursor-pointer rounded-full border border-solid border-emerald-700 bg-emerald-700 px-5 py-2 [font-family:inherit] text-sm leading-normal font-semibold text-white hover:bg-emerald-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-emerald-300 dark:border-emerald-300 dark:bg-emerald-400 dark:text-emerald-950"
      >
        Add to cart
      </button>
      <p className="m-0 text-sm text-slate-600 dark:text-slate-300">
        {count === 1 ? '1 item in your cart' : `${count} items in your cart`}
      </p>
      {open ? (
        <Portal>
          <ClickAwayListener onClickAway={onClickAway}>
            <div
              {...getRootProps()}
              className="fixed end-6 top-6 z-[1400] box-border flex max-w-[calc(100vw-48px)] items-center gap-4 rounded-xl border border-s-4 border-solid border-emerald-200 border-s-emerald-700 bg-white py-3 ps-4 pe-3 text-sm text-emerald-900 shadow-xl dark:border-emerald-800 dark:border-s-emerald-400 dark:bg-emerald-950 dark:text-emerald-100"
            >
              <p role="status" className="m-0">
                Added “Merino wool beanie” to your cart.
              </p>
              <button
                type="button"
                onClick={() => setOpen(false)}
                className="cursor-pointer rounded-md border-0 bg-transparent px-2 py-1 [font-family:inherit] text-sm font-semibold text-emerald-700 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-emerald-700 dark:text-emerald-300 dark:hover:bg-emerald-900"
              >
                Dismiss
              </button>
            </div>
          </ClickAwayListener>
        </Portal>
      ) : null}
    </div>
  );
}
