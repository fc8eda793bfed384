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
    <div className="flex flex-wrap items-center gap-4">
      <p className="m-0 text-sm text-slate-600 dark:text-slate-300">“Quarterly budget review” is in the {archived ? 'Archive' : 'Inbox'}</p>
      <Button
        disabled={archived}
        focusableWhenDisabled
        onClick={archive}
        className="cursor-pointer rounded-lg border border-solid border-blue-800 bg-blue-700 px-4 py-2 [font-family:inherit] text-sm leading-normal font-semibold text-white hover:bg-blue-800 dark:border-blue-300 dark:bg-blue-400 dark:text-slate-900 [&.base--disabled]:cursor-not-allowed [&.base--disabled]:opacity-50 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-300"
      >
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
          className="fixed inset-x-4 bottom-6 z-[1400] mx-auto box-border flex w-fit translate-y-6 items-center gap-6 rounded-xl bg-slate-900 py-2.5 ps-4 pe-3 text-sm text-slate-100 opacity-0 shadow-2xl transition-[opacity,translate] duration-200 motion-reduce:translate-y-0 data-[state=open]:translate-y-0 data-[state=open]:opacity-100 dark:border dark:border-solid dark:border-slate-600 dark:bg-slate-800"
        >
          <p role="status" className="m-0 whitespace-nowrap">
            Conversation archived
          </p>
          <Button
            onClick={undo}
            className="cursor-pointer rounded-lg border-0 bg-transparent px-2.5 py-1.5 [font-family:inherit] text-sm font-bold text-blue-300 hover:bg-blue-300/10 [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-blue-300"
          >
            Undo
          </Button>
        </Snackbar>
      </Portal>
    </div>
  );
}
