import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import { Button } from '@mui/base/Button';

const primaryButton =
  'cursor-pointer rounded-lg border border-solid border-blue-800 bg-blue-700 px-4 py-2 [font-family:inherit] text-sm leading-normal font-semibold text-white hover:bg-blue-800 dark:border-blue-300 dark:bg-blue-400 dark:text-slate-900 dark:hover:bg-blue-300 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-300';

export default function ModalTransition() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();

  return (
    <div>
      <Button className={primaryButton} onClick={() => setOpen(true)}>
        What’s new
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        closeAfterTransition
        slots={{ backdrop: Backdrop }}
        className="fixed inset-0 z-[1300] flex items-center justify-center"
      >
        <TransitionDialog
          in={open}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          className="box-border w-[min(420px,calc(100%-32px))] rounded-2xl bg-white p-6 text-slate-800 opacity-0 shadow-2xl outline-none transition-[opacity,translate,scale] duration-200 translate-y-4 scale-97 motion-reduce:translate-y-0 motion-reduce:scale-100 data-[state=open]:translate-y-0 data-[state=open]:scale-100 data-[state=open]:opacity-100 dark:border dark:border-solid dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          <h2 id={titleId} className="mt-0 mb-3 text-lg">
            New in version 4.2
          </h2>
          <ul className="m-0 ps-5 text-sm leading-7 text-slate-600 dark:text-slate-300">
            <li>Recurring tasks can repeat on the last weekday of a month.</li>
            <li>Boards load twice as fast with more than 500 cards.</li>
            <li>Exports to CSV keep custom field names.</li>
          </ul>
          <div className="mt-5 flex justify-end">
            <Button className={primaryButton} onClick={() => setOpen(false)}>
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
    return (
      <div
        {...other}
        ref={ref}
        data-state={shown ? 'open' : 'closed'}
        className={`${className ?? ''} fixed inset-0 -z-10 bg-slate-900/50 opacity-0 transition-opacity duration-200 data-[state=open]:opacity-100`}
      />
    );
  },
);
