import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import { Button, buttonClasses } from '@mui/base/Button';
import { styled } from '@mui/system';

export default function ModalTransition() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();

  return (
    <div>
      <PrimaryButton onClick={() => setOpen(true)}>What’s new</PrimaryButton>
      <Root open={open} onClose={() => setOpen(false)} closeAfterTransition slots={{ backdrop: Backdrop }}>
        <Dialog in={open} role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <h2 id={titleId}>New in version 4.2</h2>
          <ul>
            <li>Recurring tasks can repeat on the last weekday of a month.</li>
            <li>Boards load twice as fast with more than 500 cards.</li>
            <li>Exports to CSV keep custom field names.</li>
          </ul>
          <Actions>
            <PrimaryButton onClick={() => setOpen(false)}>Got it</PrimaryButton>
          </Actions>
        </Dialog>
      </Root>
    </div>
  );
}

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

interface TransitionProps extends React.HTMLAttributes<HTMLDivElement> {
  in?: boolean;
  onEnter?: () => void;
  onExited?: () => void;
}

// Modal treats a child with an `in` prop as a transition: it passes it
// `onEnter` and `onExited`, and stays mounted until `onExited` is called.
const TransitionDialog = React.forwardRef<HTMLDivElement, TransitionProps>(function TransitionDialog(props, ref) {
  const { in: inProp = false, onEnter, onExited, ...other } = props;
  const shown = useShown(inProp);
  const onEnterRef = React.useRef(onEnter);
  onEnterRef.current = onEnter;
  React.useEffect(() => {
    if (inProp) onEnterRef.current?.();
  }, [inProp]);

  return (
    <div
      {...other}
      ref={ref}
      data-state={shown ? 'open' : 'closed'}
      onTransitionEnd={(event) => {
        if (!inProp && event.target === event.currentTarget && event.propertyName === 'opacity') onExited?.();
      }}
    />
  );
});

const BackdropBase = React.forwardRef<HTMLDivElement, { open?: boolean; ownerState?: unknown; className?: string }>(
  function BackdropBase(props, ref) {
    const { open = false, ownerState, ...other } = props;
    const shown = useShown(open);
    return <div {...other} ref={ref} data-state={shown ? 'open' : 'closed'} />;
  },
);

const Backdrop = styled(BackdropBase)`
  position: fixed;
  inset: 0;
  z-index: -1;
  background-color: rgb(15 23 42 / 0.5);
  opacity: 0;
  transition: opacity 200ms ease;

  &[data-state='open'] {
    opacity: 1;
  }
`;

const Root = styled(Modal)`
  position: fixed;
  inset: 0;
  z-index: 1300;
  display: flex;
  align-items: center;
  justify-content: center;
`;

const Dialog = styled(TransitionDialog)`
  box-sizing: border-box;
  width: min(420px, calc(100% - 32px));
  padding: 24px;
  border-radius: 16px;
  background-color: #fff;
  color: #1e293b;
  box-shadow: 0 24px 48px rgb(15 23 42 / 0.25);
  outline: none;
  opacity: 0;
  transform: translateY(16px) scale(0.97);
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

  & h2 {
    margin: 0 0 12px;
    font-size: 1.125rem;
  }

  & ul {
    margin: 0;
    padding-left: 20px;
    font-size: 0.875rem;
    line-height: 1.7;
    color: #475569;
  }

  [data-mui-color-scheme='dark'] & {
    border: 1px solid #334155;
    background-color: #0f172a;
    color: #f1f5f9;
  }

  [data-mui-color-scheme='dark'] & ul {
    color: #cbd5e1;
  }
`;

const Actions = styled('div')({
  display: 'flex',
  justifyContent: 'flex-end',
  marginTop: 20,
});

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
