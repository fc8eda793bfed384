import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import { SnackbarCloseReason } from '@mui/base/useSnackbar';
import { Portal } from '@mui/base/Portal';
import { Button } from '@mui/base/Button';

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
    <div className="flex flex-wrap items-center gap-4">
      <Button
        onClick={() => setOpen(true)}
        className="cursor-pointer rounded-lg border border-solid border-blue-800 bg-blue-700 px-4 py-2 [font-family:inherit] text-sm leading-normal font-semibold text-white hover:bg-blue-800 dark:border-blue-300 dark:bg-blue-400 dark:text-slate-900 dark:hover:bg-blue-300 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-300"
      >
        Save changes
      </Button>
      <p className="m-0 text-sm text-slate-600 dark:text-slate-300">{lastReason ? `Last closed by: ${lastReason}` : 'Not shown yet'}</p>
      {/* A portal keeps `position: fixed` relative to the viewport, whatever the ancestors. */}
      <Portal>
        <Snackbar
          open={open}
          autoHideDuration={5000}
          onClose={handleClose}
          className="fixed end-6 bottom-6 z-[1400] box-border flex max-w-[calc(100vw-48px)] items-center gap-3 rounded-xl bg-slate-900 py-2.5 ps-4 pe-2.5 [font-family:inherit] text-sm text-slate-100 shadow-2xl dark:border dark:border-solid dark:border-slate-600 dark:bg-slate-800"
        >
          <p role="status" className="m-0">
            Changes saved to “Spring catalog”.
          </p>
          <Button
            aria-label="Close"
            onClick={() => {
              setLastReason('button');
              setOpen(false);
            }}
            className="inline-flex cursor-pointer rounded-lg border-0 bg-transparent p-1.5 text-slate-300 hover:bg-white/10 hover:text-white [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-blue-300"
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
