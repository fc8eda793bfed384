import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import { Button, buttonClasses } from '@mui/base/Button';
import { styled } from '@mui/system';

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
    <Stack>
      <PrimaryButton onClick={() => setOpen(true)}>Invite teammate</PrimaryButton>
      <Status aria-live="polite">{status}</Status>
      <Root open={open} onClose={() => setOpen(false)} slots={{ backdrop: Backdrop }}>
        <Dialog role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <form onSubmit={handleSubmit}>
            <h2 id={titleId}>Invite a teammate</h2>
            <Field>
              Email
              {/* autoFocus: focus starts in the field instead of on the dialog. */}
              <input name="email" type="email" required autoFocus placeholder="name@company.com" />
            </Field>
            <Field>
              Role
              <select name="role" defaultValue="editor">
                <option value="viewer">viewer</option>
                <option value="editor">editor</option>
                <option value="admin">admin</option>
              </select>
            </Field>
            <Actions>
              <SecondaryButton onClick={() => setOpen(false)}>Cancel</SecondaryButton>
              <PrimaryButton type="submit">Send invite</PrimaryButton>
            </Actions>
          </form>
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
  width: min(400px, calc(100% - 32px));
  padding: 24px;
  border-radius: 16px;
  background-color: #fff;
  color: #1e293b;
  box-shadow: 0 24px 48px rgb(15 23 42 / 0.25);
  outline: none;

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

const Field = styled('label')`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 12px;
  font-size: 0.875rem;
  font-weight: 600;

  & input,
  & select {
    font-family: inherit;
    font-size: 0.875rem;
    font-weight: 400;
    padding: 8px 12px;
    border: 1px solid #cbd5e1;
    border-radius: 8px;
    background-color: #fff;
    color: #0f172a;
  }

  & input:focus,
  & select:focus {
    outline: 3px solid #93c5fd;
    border-color: #1d4ed8;
  }

  [data-mui-color-scheme='dark'] & input,
  [data-mui-color-scheme='dark'] & select {
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
  marginTop: 20,
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
