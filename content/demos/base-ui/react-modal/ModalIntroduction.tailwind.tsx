import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import { Button } from '@mui/base/Button';

const buttonBase =
  'cursor-pointer rounded-lg border border-solid px-4 py-2 [font-family:inherit] text-sm leading-normal font-semibold [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-300';
const dangerButton = `${buttonBase} border-red-700 bg-red-700 text-white hover:bg-red-800 dark:border-red-400 dark:bg-red-400 dark:text-red-950 dark:hover:bg-red-300`;
const secondaryButton = `${buttonBase} border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800`;

export default function ModalIntroduction() {
  const [open, setOpen] = React.useState(false);
  const [status, setStatus] = React.useState('Harbor redesign · 38 tasks');
  const titleId = React.useId();
  const descriptionId = React.useId();

  const remove = () => {
    setStatus('Harbor redesign was deleted');
    setOpen(false);
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      <Button className={dangerButton} onClick={() => setOpen(true)}>
        Delete project
      </Button>
      <p aria-live="polite" className="m-0 text-sm text-slate-600 dark:text-slate-300">
        {status}
      </p>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        slots={{ backdrop: Backdrop }}
        className="fixed inset-0 z-[1300] flex items-center justify-center"
      >
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          className="box-border w-[min(440px,calc(100%-32px))] rounded-2xl bg-white p-6 text-slate-800 shadow-2xl outline-none dark:border dark:border-solid dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          <h2 id={titleId} className="mt-0 mb-2 text-lg">
            Delete “Harbor redesign”?
          </h2>
          <p id={descriptionId} className="m-0 text-sm leading-relaxed text-slate-600 dark:text-slate-300">
            Its 38 tasks and 112 files are removed for everyone on the team. You can’t undo this.
          </p>
          <div className="mt-6 flex justify-end gap-2">
            <Button className={secondaryButton} onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button className={dangerButton} onClick={remove}>
              Delete project
            </Button>
          </div>
        </div>
      </Modal>
    </div>
  );
}

// Base UI renders no backdrop unless you pass one in `slots.backdrop`. It
// receives `open` and `ownerState`, which must not reach the DOM.
const Backdrop = React.forwardRef<HTMLDivElement, { open?: boolean; ownerState?: unknown; className?: string }>(
  function Backdrop(props, ref) {
    const { open, ownerState, className, ...other } = props;
    return <div {...other} ref={ref} className={`${className ?? ''} fixed inset-0 -z-10 bg-slate-900/50`} />;
  },
);
