import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import { SnackbarCloseReason } from '@mui/base/useSnackbar';
import { Portal } from '@mui/base/Portal';
import { Button, buttonClasses } from '@mui/base/Button';
import { styled } from '@mui/system';

// `true` one frame after `show` becomes true, so that the element is first
// painted in its closed state and the CSS transition runs.
function useShown(show: boolean) {
  const [shown, setShown] = React.useState(false);
  React.useEffect(() => {
    if (!show) {
      setShown(false);
      return undefined;
    }
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, [show]);
  return shown;
}

export default function SnackbarTransition() {
  const [archived, setArchived] = React.useState(false);
  const [open, setOpen] = React.useState(false);
  // Snackbar unmounts when it is closed and `exited` is true: keep `exited`
  // false until the closing transition has ended.
  const [exited, setExited] = React.useState(true);
  const shown = useShown(open);

  const archive = () => {
    setArchived(true);
    setExited(false);
    setOpen(true);
  };
  const undo = () => {
    setArchived(false);
    setOpen(false);
  };
  const handleClose = (_event: React.SyntheticEvent<any> | Event | null, reason: SnackbarCloseReason) => {
    if (reason !== 'clickaway') setOpen(false);
  };

  return (
    <Stack>
      <Status>“Quarterly budget review” is in the {archived ? 'Archive' : 'Inbox'}</Status>
      <PrimaryButton disabled={archived} focusableWhenDisabled onClick={archive}>
        Archive
      </PrimaryButton>
      <Portal>
        <Toast
          open={open}
          exited={exited}
          autoHideDuration={6000}
          onClose={handleClose}
          data-state={shown ? 'open' : 'closed'}
          onTransitionEnd={(event: React.TransitionEvent<HTMLDivElement>) => {
            if (!open && event.target === event.currentTarget && event.propertyName === 'opacity') setExited(true);
          }}
        >
          <Message role="status">Conversation archived</Message>
          <UndoButton onClick={undo}>Undo</UndoButton>
        </Toast>
      </Portal>
    </Stack>
  );
}

const Toast = styled(Snackbar)`
  position: fixed;
  left: 16px;
  right: 16px;
  bottom: 24px;
  z-index: 1400;
  display: flex;
  align-items: center;
  gap: 24px;
  box-sizing: border-box;
  width: fit-content;
  margin: 0 auto;
  padding: 10px 12px 10px 16px;
  border-radius: 12px;
  background-color: #0f172a;
  color: #f1f5f9;
  box-shadow: 0 12px 32px rgb(15 23 42 / 0.3);
  font-size: 0.875rem;
  opacity: 0;
  transform: translateY(24px);
  transition:
    opacity 200ms ease,
    transform 200ms ease;

  &[data-state='open'] {
    opacity: 1;
    transform: none;
  }

  @media (prefers-reduced-motion: reduce) {
    transform: none;
  }

  [data-mui-color-scheme='dark'] & {
    border: 1px solid #475569;
    background-color: #1e293b;
  }
`;

const Message = styled('p')({
  margin: 0,
  whiteSpace: 'nowrap',
});

const UndoButton = styled(Button)`
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 700;
  padding: 6px 10px;
  border: none;
  border-radius: 8px;
  background-color: transparent;
  color: #93c5fd;
  cursor: pointer;

  &:hover {
    background-color: rgb(147 197 253 / 0.12);
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

  &.${buttonClasses.disabled} {
    opacity: 0.5;
    cursor: not-allowed;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #93c5fd;
    background-color: #60a5fa;
    color: #0f172a;
  }
`;
