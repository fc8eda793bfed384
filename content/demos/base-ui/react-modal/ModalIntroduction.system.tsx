import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import { Button, buttonClasses } from '@mui/base/Button';
import { styled } from '@mui/system';

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
    <Stack>
      <DangerButton onClick={() => setOpen(true)}>Delete project</DangerButton>
      <Status aria-live="polite">{status}</Status>
      <Root open={open} onClose={() => setOpen(false)} slots={{ backdrop: Backdrop }}>
        <Dialog role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={descriptionId}>
          <h2 id={titleId}>Delete “Harbor redesign”?</h2>
          <p id={descriptionId}>Its 38 tasks and 112 files are removed for everyone on the team. You can’t undo this.</p>
          <Actions>
            <SecondaryButton onClick={() => setOpen(false)}>Cancel</SecondaryButton>
            <DangerButton onClick={remove}>Delete project</DangerButton>
          </Actions>
        </Dialog>
      </Root>
    </Stack>
  );
}

// Base UI renders no backdrop unless you pass one in `slots.backdrop`. It
// receives `open` and `ownerState`, which must not reach the DOM.
const Backdrop = styled('div', {
  shouldForwardProp: (prop) => prop !== 'open' && prop !== 'ownerState',
})`
  position: fixed;
  inset: 0;
  z-index: -1;
  background-color: rgb(15 23 42 / 0.5);
  -webkit-tap-highlight-color: transparent;
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
  width: min(440px, calc(100% - 32px));
  padding: 24px;
  border-radius: 16px;
  background-color: #fff;
  color: #1e293b;
  box-shadow: 0 24px 48px rgb(15 23 42 / 0.25);
  outline: none;

  & h2 {
    margin: 0 0 8px;
    font-size: 1.125rem;
  }

  & p {
    margin: 0;
    font-size: 0.875rem;
    line-height: 1.6;
    color: #475569;
  }

  [data-mui-color-scheme='dark'] & {
    border: 1px solid #334155;
    background-color: #0f172a;
    color: #f1f5f9;
  }

  [data-mui-color-scheme='dark'] & p {
    color: #cbd5e1;
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

const DangerButton = styled(Button)`
  ${buttonBase}
  border: 1px solid #b91c1c;
  background-color: #b91c1c;
  color: #fff;

  &:hover {
    background-color: #991b1b;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #f87171;
    background-color: #f87171;
    color: #450a0a;
  }

  [data-mui-color-scheme='dark'] &:hover {
    background-color: #fca5a5;
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
