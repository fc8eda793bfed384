import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import { Button, buttonClasses } from '@mui/base/Button';
import { styled } from '@mui/system';

const savedName = 'Mei Tanaka';

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
    <Stack>
      <Status>Display name: {name}</Status>
      <SecondaryButton onClick={startEditing}>Edit profile</SecondaryButton>
      <Root open={editing} onClose={requestClose} slots={{ backdrop: Backdrop }}>
        <Dialog role="dialog" aria-modal="true" aria-labelledby={editTitleId}>
          <h2 id={editTitleId}>Edit profile</h2>
          <Label>
            Display name
            <input value={draft} onChange={(event) => setDraft(event.target.value)} />
          </Label>
          <Actions>
            <SecondaryButton onClick={requestClose}>Cancel</SecondaryButton>
            <PrimaryButton onClick={save}>Save</PrimaryButton>
          </Actions>
          <Root open={confirming} onClose={() => setConfirming(false)} slots={{ backdrop: Backdrop }}>
            <Dialog role="alertdialog" aria-modal="true" aria-labelledby={confirmTitleId} className="small">
              <h2 id={confirmTitleId}>Discard your changes?</h2>
              <Actions>
                <SecondaryButton onClick={() => setConfirming(false)}>Keep editing</SecondaryButton>
                <PrimaryButton onClick={discard}>Discard</PrimaryButton>
              </Actions>
            </Dialog>
          </Root>
        </Dialog>
      </Root>
    </Stack>
  );
}

const Backdrop = styled('div', {
  shouldForwardProp: (prop) => prop !== 'open' && prop !== 'ownerState',
})`
  position: fixed;
  inset: 0;
  z-index: -1;
  background-color: rgb(15 23 42 / 0.5);
`;

const Root = styled(Modal)`
  position: fixed;
  inset: 0;
  z-index: 1300;
  display: flex;
  align-items: center;
  justify-content: center;
`;

const Dialog = styled('div')`
  box-sizing: border-box;
  width: min(420px, calc(100% - 32px));
  padding: 24px;
  border-radius: 16px;
  background-color: #fff;
  color: #1e293b;
  box-shadow: 0 24px 48px rgb(15 23 42 / 0.25);
  outline: none;

  &.small {
    width: min(340px, calc(100% - 48px));
  }

  & h2 {
    margin: 0 0 16px;
    font-size: 1.125rem;
  }

  [data-mui-color-scheme='dark'] & {
    border: 1px solid #334155;
    background-color: #0f172a;
    color: #f1f5f9;
  }
`;

const Label = styled('label')`
  display: flex;
  flex-direction: column;
  gap: 6px;
  font-size: 0.875rem;
  font-weight: 600;

  & input {
    font-family: inherit;
    font-size: 0.875rem;
    padding: 8px 12px;
    border: 1px solid #cbd5e1;
    border-radius: 8px;
    background-color: #fff;
    color: #0f172a;
  }

  & input:focus {
    outline: 3px solid #93c5fd;
    border-color: #1d4ed8;
  }

  [data-mui-color-scheme='dark'] & input {
    border-color: #475569;
    background-color: #020617;
    color: #f1f5f9;
  }
`;

const Stack = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 16,
});

const Status = styled('p')`
  margin: 0;
  font-size: 0.875rem;
  color: #475569;

  [data-mui-color-scheme='dark'] & {
    color: #cbd5e1;
  }
`;

const Actions = styled('div')({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: 8,
  marginTop: 24,
});

const buttonBase = `
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  line-height: 1.5;
  padding: 8px 16px;
  border-radius: 8px;
  cursor: pointer;

  &.${buttonClasses.focusVisible} {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }
`;

const PrimaryButton = styled(Button)`
  ${buttonBase}
  border: 1px solid #1e40af;
  background-color: #1d4ed8;
  color: #fff;

  &:hover {
    background-color: #1e40af;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #93c5fd;
    background-color: #60a5fa;
    color: #0f172a;
  }

  [data-mui-color-scheme='dark'] &:hover {
    background-color: #93c5fd;
  }
`;

const SecondaryButton = styled(Button)`
  ${buttonBase}
  border: 1px solid #cbd5e1;
  background-color: #fff;
  color: #1e293b;

  &:hover {
    background-color: #f8fafc;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #475569;
    background-color: #0f172a;
    color: #e2e8f0;
  }

  [data-mui-color-scheme='dark'] &:hover {
    background-color: #1e293b;
  }
`;
