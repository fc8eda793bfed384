import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import { Button } from '@mui/base/Button';

const savedName = 'Mei Tanaka';

const buttonBase =
  'cursor-pointer rounded-lg border border-solid px-4 py-2 [font-family:inherit] text-sm leading-normal font-semibold [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-300';
const primaryButton = `${buttonBase} border-blue-800 bg-blue-700 text-white hover:bg-blue-800 dark:border-blue-300 dark:bg-blue-400 dark:text-slate-900 dark:hover:bg-blue-300`;
const secondaryButton = `${buttonBase} border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800`;
const rootClassName = 'fixed inset-0 z-[1300] flex items-center justify-center';
const dialogClassName =
  'box-border rounded-2xl bg-white p-6 text-slate-800 shadow-2xl outline-none dark:border dark:border-solid dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

export default function NestedModal() {
  const [editing, setEditing] = React.useState(false);
  const [confirming, setConfirming] = React.useState(false);
  const [name, setName] = React.useState(savedName);
  const [draft, setDraft] = React.useState(savedName);
  const editTitleId = React.useId();
  const confirmTitleId = React.useId();

  const startEditing = () => {
    setDraft(name);
    setEditing(true);
  };
  // Escape, a click on the backdrop and Cancel all ask before losing changes.
  const requestClose = () => {
    if (draft === name) setEditing(false);
    else setConfirming(true);
  };
  const discard = () => {
    setConfirming(false);
    setEditing(false);
  };
  const save = () => {
    setName(draft);
    setEditing(false);
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      <p className="m-0 text-sm text-slate-600 dark:text-slate-300">Display name: {name}</p>
      <Button className={secondaryButton} onClick={startEditing}>
        Edit profile
      </Button>
      <Modal open={editing} onClose={requestClose} slots={{ backdrop: Backdrop }} className={rootClassName}>
        <div role="dialog" aria-modal="true" aria-labelledby={editTitleId} className={`${dialogClassName} w-[min(420px,calc(100%-32px))]`}>
          <h2 id={editTitleId} className="mt-0 mb-4 text-lg">
            Edit profile
          </h2>
          <label className="flex flex-col gap-1.5 text-sm font-semibold">
            Display name
            <input
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              className="rounded-lg border border-solid border-slate-300 bg-white px-3 py-2 [font-family:inherit] text-sm font-normal text-slate-900 focus:border-blue-700 focus:outline-3 focus:outline-blue-300 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100"
            />
          </label>
          <div className="mt-6 flex justify-end gap-2">
            <Button className={secondaryButton} onClick={requestClose}>
              Cancel
            </Button>
            <Button className={primaryButton} onClick={save}>
              Save
            </Button>
          </div>
          <Modal open={confirming} onClose={() => setConfirming(false)} slots={{ backdrop: Backdrop }} className={rootClassName}>
            <div
              role="alertdialog"
              aria-modal="true"
              aria-labelledby={confirmTitleId}
              className={`${dialogClassName} w-[min(340px,calc(100%-48px))]`}
            >
              <h2 id={confirmTitleId} className="mt-0 mb-4 text-lg">
                Discard your changes?
              </h2>
              <div className="mt-6 flex justify-end gap-2">
                <Button className={secondaryButton} onClick={() => setConfirming(false)}>
                  Keep editing
                </Button>
                <Button className={primaryButton} onClick={discard}>
                  Discard
                </Button>
              </div>
            </div>
          </Modal>
        </div>
      </Modal>
    </div>
  );
}

const Backdrop = React.forwardRef<HTMLDivElement, { open?: boolean; ownerState?: unknown; className?: string }>(
  function Backdrop(props, ref) {
    const { open, ownerState, className, ...other } = props;
    return <div {...other} ref={ref} className={`${className ?? ''} fixed inset-0 -z-10 bg-slate-900/50`} />;
  },
);
