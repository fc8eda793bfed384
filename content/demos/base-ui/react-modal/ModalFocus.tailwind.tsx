import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import { Button } from '@mui/base/Button';

const buttonBase =
  'cursor-pointer rounded-lg border border-solid px-4 py-2 [font-family:inherit] text-sm leading-normal font-semibold [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-300';
const primaryButton = `${buttonBase} border-blue-800 bg-blue-700 text-white hover:bg-blue-800 dark:border-blue-300 dark:bg-blue-400 dark:text-slate-900 dark:hover:bg-blue-300`;
const secondaryButton = `${buttonBase} border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800`;
const fieldClassName = 'mb-3 flex flex-col gap-1.5 text-sm font-semibold';
const controlClassName =
  'rounded-lg border border-solid border-slate-300 bg-white px-3 py-2 [font-family:inherit] text-sm font-normal text-slate-900 focus:border-blue-700 focus:outline-3 focus:outline-blue-300 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100';

export default function ModalFocus() {
  const [open, setOpen] = React.useState(false);
  const [status, setStatus] = React.useState('3 members');
  const titleId = React.useId();

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setStatus(`Invitation sent to ${data.get('email')} as ${data.get('role')}`);
    setOpen(false);
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      <Button className={primaryButton} onClick={() => setOpen(true)}>
        Invite teammate
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
          className="box-border w-[min(400px,calc(100%-32px))] rounded-2xl bg-white p-6 text-slate-800 shadow-2xl outline-none dark:border dark:border-solid dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          <form onSubmit={handleSubmit}>
            <h2 id={titleId} className="mt-0 mb-4 text-lg">
              Invite a teammate
            </h2>
            <label className={fieldClassName}>
              Email
              {/* autoFocus: focus starts in the field instead of on the dialog. */}
              <input name="email" type="email" required autoFocus placeholder="name@company.com" className={controlClassName} />
            </label>
            <label className={fieldClassName}>
              Role
              <select name="role" defaultValue="editor" className={controlClassName}>
                <option value="viewer">viewer</option>
                <option value="editor">editor</option>
                <option value="admin">admin</option>
              </select>
            </label>
            <div className="mt-5 flex justify-end gap-2">
              <Button className={secondaryButton} onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" className={primaryButton}>
                Send invite
              </Button>
            </div>
          </form>
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
