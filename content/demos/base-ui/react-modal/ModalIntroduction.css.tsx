import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import { Button } from '@mui/base/Button';

// The rules are in ModalIntroduction.css. The modal renders in a portal at
// the end of <body>; its class names are global, so the rules reach it.
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
    <div className="modal-intro">
      <Button className="modal-intro-button modal-intro-danger" onClick={() => setOpen(true)}>
        Delete project
      </Button>
      <p aria-live="polite" className="modal-intro-status">
        {status}
      </p>
      <Modal open={open} onClose={() => setOpen(false)} slots={{ backdrop: Backdrop }} className="modal-intro-root">
        <div role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={descriptionId} className="modal-intro-dialog">
          <h2 id={titleId}>Delete “Harbor redesign”?</h2>
          <p id={descriptionId}>Its 38 tasks and 112 files are removed for everyone on the team. You can’t undo this.</p>
          <div className="modal-intro-actions">
            <Button className="modal-intro-button modal-intro-secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button className="modal-intro-button modal-intro-danger" onClick={remove}>
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
    return <div {...other} ref={ref} className={`${className ?? ''} modal-intro-backdrop`} />;
  },
);
