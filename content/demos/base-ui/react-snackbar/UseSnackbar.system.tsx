import * as React from 'react';
import { useSnackbar, SnackbarCloseReason } from '@mui/base/useSnackbar';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { Portal } from '@mui/base/Portal';
import { styled } from '@mui/system';

export default function UseSnackbar() {
  const [open, setOpen] = React.useState(false);
  const [count, setCount] = React.useState(0);

  const handleClose = (_event: React.SyntheticEvent<any> | Event | null, reason: SnackbarCloseReason) => {
    if (reason !== 'clickaway') setOpen(false);
  };
  // The hook returns the root's props (role, and the handlers that pause the
  // timer while the pointer or focus is inside) and a click-away handler.
  const { getRootProps, onClickAway } = useSnackbar({ open, onClose: handleClose, autoHideDuration: 6000 });

  return (
    <Stack>
      <PillButton
        type="button"
        onClick={() => {
          setCount((value) => value + 1);
          setOpen(true);
        }}
      >
        Add to cart
      </PillButton>
      <Status>{count === 1 ? '1 item in your cart' : `${count} items in your cart`}</Status>
      {open ? (
        <Portal>
          <ClickAwayListener onClickAway={onClickAway}>
            <Toast {...getRootProps()}>
              <p role="status">Added “Merino wool beanie” to your cart.</p>
              <LinkButton type="button" onClick={() => setOpen(false)}>
                Dismiss
              </LinkButton>
            </Toast>
          </ClickAwayListener>
        </Portal>
      ) : null}
    </Stack>
  );
}

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

const PillButton = styled('button')`
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  line-height: 1.5;
  padding: 8px 20px;
  border: 1px solid #047857;
  border-radius: 999px;
  background-color: #047857;
  color: #fff;
  cursor: pointer;

  &:hover {
    background-color: #065f46;
  }

  &:focus-visible {
    outline: 3px solid #6ee7b7;
    outline-offset: 2px;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #6ee7b7;
    background-color: #34d399;
    color: #022c22;
  }
`;

const Toast = styled('div')`
  position: fixed;
  top: 24px;
  right: 24px;
  z-index: 1400;
  display: flex;
  align-items: center;
  gap: 16px;
  box-sizing: border-box;
  max-width: calc(100vw - 48px);
  padding: 12px 12px 12px 16px;
  border: 1px solid #a7f3d0;
  border-left: 4px solid #047857;
  border-radius: 12px;
  background-color: #fff;
  color: #064e3b;
  box-shadow: 0 12px 32px rgb(15 23 42 / 0.18);
  font-size: 0.875rem;

  & p {
    margin: 0;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #065f46;
    border-left-color: #34d399;
    background-color: #022c22;
    color: #d1fae5;
  }
`;

const LinkButton = styled('button')`
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  padding: 4px 8px;
  border: none;
  border-radius: 6px;
  background-color: transparent;
  color: #047857;
  cursor: pointer;

  &:hover {
    background-color: #ecfdf5;
  }

  &:focus-visible {
    outline: 2px solid #047857;
  }

  [data-mui-color-scheme='dark'] & {
    color: #6ee7b7;
  }

  [data-mui-color-scheme='dark'] &:hover {
    background-color: #064e3b;
  }
`;
