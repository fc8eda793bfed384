import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import { Button } from '@mui/base/Button';

const savedName = 'Mei Tanaka';

// The rules are in NestedModal.css.
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
    <div className="nested-modal">
      <p className="nested-modal-status">Display name: {name}</p>
      <Button className="nested-modal-button nested-modal-secondary" onClick={startEditing}>
        Edit profile
      </Button>
      <Modal open={editing} onClose={requestClose} slots={{ backdrop: Backdrop }} className="nested-modal-root">
        <div role="dialog" aria-modal="true" aria-labelledby={editTitleId} className="nested-modal-dialog">
          <h2 id={editTitleId}>Edit profile</h2>
          <label className="nested-modal-label">
            Display name
            <input value={draft} onChange={(event) => setDraft(event.target.value)} />
          </label>
          <div className="nested-modal-actions">
            <Button className="nested-modal-button nested-modal-secondary" onClick={requestClose}>
              Cancel
            </Button>
            <Button className="nested-modal-button nested-modal-primary" onClick={save}>
              Save
            </Button>
          </div>
          <Modal open={confirming} onClose={() => setConfirming(false)} slots={{ backdrop: Backdrop }} className="nested-modal-root">
            <div role="alertdialog" aria-modal="true" aria-labelledby={confirmTitleId} className="nested-modal-dialog nested-modal-small">
              <h2 id={confirmTitleId}>Discard your changes?</h2>
              <div className="nested-modal-actions">
                <Button className="nested-modal-button nested-modal-secondary" onClick={() => setConfirming(false)}>
                  Keep editing
                </Button>
                <Button className="nested-modal-button nested-modal-primary" onClick={discard}>
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
    return <div {...other} ref={ref} className={`${className ?? ''} nested-modal-backdrop`} />;
  },
);
