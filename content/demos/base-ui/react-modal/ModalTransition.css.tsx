import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import { Button } from '@mui/base/Button';

// The rules are in ModalTransition.css.
export default function ModalTransition() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();

  return (
    <div>
      <Button className="modal-transition-button" onClick={() => setOpen(true)}>
        What’s new
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        closeAfterTransition
        slots={{ backdrop: Backdrop }}
        className="modal-transition-root"
      >
        <TransitionDialog in={open} role="dialog" aria-modal="true" aria-labelledby={titleId} className="modal-transition-dialog">
          <h2 id={titleId}>New in version 4.2</h2>
          <ul>
            <li>Recurring tasks can repeat on the last weekday of a month.</li>
            <li>Boards load twice as fast with more than 500 cards.</li>
            <li>Exports to CSV keep custom field names.</li>
          </ul>
          <div className="modal-transition-actions">
            <Button className="modal-transition-button" onClick={() => setOpen(false)}>
              Got it
            </Button>
          </div>
        </TransitionDialog>
      </Modal>
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

const Backdrop = React.forwardRef<HTMLDivElement, { open?: boolean; ownerState?: unknown; className?: string }>(
  function Backdrop(props, ref) {
    const { open = false, ownerState, className, ...other } = props;
    const shown = useShown(open);
    return <div {...other} ref={ref} data-state={shown ? 'open' : 'closed'} className={`${className ?? ''} modal-transition-backdrop`} />;
  },
);
