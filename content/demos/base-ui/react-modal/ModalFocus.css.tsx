import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import { Button } from '@mui/base/Button';

// The rules are in ModalFocus.css.
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
    <div className="modal-focus">
      <Button className="modal-focus-button modal-focus-primary" onClick={() => setOpen(true)}>
        Invite teammate
      </Button>
      <p aria-live="polite" className="modal-focus-status">
        {status}
      </p>
      <Modal open={open} onClose={() => setOpen(false)} slots={{ backdrop: Backdrop }} className="modal-focus-root">
        <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="modal-focus-dialog">
          <form onSubmit={handleSubmit}>
            <h2 id={titleId}>Invite a teammate</h2>
            <label className="modal-focus-field">
              Email
              {/* autoFocus: focus starts in the field instead of on the dialog. */}
              <input name="email" type="email" required autoFocus placeholder="name@company.com" />
            </label>
            <label className="modal-focus-field">
              Role
              <select name="role" defaultValue="editor">
                <option value="viewer">viewer</option>
                <option value="editor">editor</option>
                <option value="admin">admin</option>
              </select>
            </label>
            <div className="modal-focus-actions">
              <Button className="modal-focus-button modal-focus-secondary" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" className="modal-focus-button modal-focus-primary">
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
    return <div {...other} ref={ref} className={`${className ?? ''} modal-focus-backdrop`} />;
  },
);
