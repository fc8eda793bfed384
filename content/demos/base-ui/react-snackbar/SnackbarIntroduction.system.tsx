import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import { SnackbarCloseReason } from '@mui/base/useSnackbar';
import { Portal } from '@mui/base/Portal';
import { Button, buttonClasses } from '@mui/base/Button';
import { styled } from '@mui/system';

export default function SnackbarIntroduction() {
  const [open, setOpen] = React.useState(false);
  const [lastReason, setLastReason] = React.useState<SnackbarCloseReason | 'button' | null>(null);

  const handleClose = (_event: React.SyntheticEvent<any> | Event | null, reason: SnackbarCloseReason) => {
    // A click anywhere else, even on "Save changes" again, would close it.
    if (reason === 'clickaway') return;
    setLastReason(reason);
    setOpen(false);
  };

  return (
    <Stack>
      <PrimaryButton onClick={() => setOpen(true)}>Save changes</PrimaryButton>
      <Status>{lastReason ? `Last closed by: ${lastReason}` : 'Not shown yet'}</Status>
      {/* A portal keeps `position: fixed` relative to the viewport, whatever the ancestors. */}
      <Portal>
        <Toast open={open} autoHideDuration={5000} onClose={handleClose}>
          <Message role="status">Changes saved to “Spring catalog”.</Message>
          <CloseButton
            aria-label="Close"
            onClick={() => {
              setLastReason('button');
              setOpen(false);
            }}
          >
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
            </svg>
          </CloseButton>
        </Toast>
      </Portal>
    </Stack>
  );
}

const Toast = styled(Snackbar)`
  position: fixed;
  right: 24px;
  bottom: 24px;
  z-index: 1400;
  display: flex;
  align-items: center;
  gap: 12px;
  box-sizing: border-box;
  max-width: calc(100vw - 48px);
  padding: 10px 10px 10px 16px;
  border-radius: 12px;
  background-color: #0f172a;
  color: #f1f5f9;
  box-shadow: 0 12px 32px rgb(15 23 42 / 0.3);
  font-family: inherit;
  font-size: 0.875rem;

  [data-mui-color-scheme='dark'] & {
    border: 1px solid #475569;
    background-color: #1e293b;
  }
`;

const Message = styled('p')({
  margin: 0,
});

const CloseButton = styled(Button)`
  display: inline-flex;
  padding: 6px;
  border: none;
  border-radius: 8px;
  background-color: transparent;
  color: #cbd5e1;
  cursor: pointer;

  &:hover {
    background-color: rgb(255 255 255 / 0.12);
    color: #fff;
  }

  &.${buttonClasses.focusVisible} {
    outline: 2px solid #93c5fd;
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

const PrimaryButton = styled(Button)`
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  line-height: 1.5;
  padding: 8px 16px;
  border: 1px solid #1e40af;
  border-radius: 8px;
  background-color: #1d4ed8;
  color: #fff;
  cursor: pointer;

  &:hover {
    background-color: #1e40af;
  }

  &.${buttonClasses.focusVisible} {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
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
