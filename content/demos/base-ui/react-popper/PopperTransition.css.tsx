import * as React from 'react';
import { Popper, PopperTransitionProps } from '@mui/base/Popper';

const hours = [
  { days: 'Monday to Friday', time: '8:00 to 20:00' },
  { days: 'Saturday', time: '9:00 to 18:00' },
  { days: 'Sunday', time: 'Closed' },
];

const modifiers = [{ name: 'offset', options: { offset: [0, 8] } }];

// The rules are in PopperTransition.css.
export default function PopperTransition() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const popperId = React.useId();

  return (
    <div>
      <button
        ref={setAnchorEl}
        type="button"
        aria-expanded={open}
        aria-controls={open ? popperId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="popper-transition-trigger"
      >
        Opening hours
      </button>
      <Popper id={popperId} role="dialog" aria-label="Opening hours" open={open} anchorEl={anchorEl} modifiers={modifiers} transition>
        {({ TransitionProps, placement }) =>
          TransitionProps && (
            <FadeScale {...TransitionProps} side={placement.split('-')[0]}>
              <dl className="popper-transition-hours">
                {hours.map((row) => (
                  <React.Fragment key={row.days}>
                    <dt>{row.days}</dt>
                    <dd>{row.time}</dd>
                  </React.Fragment>
                ))}
              </dl>
            </FadeScale>
          )
        }
      </Popper>
    </div>
  );
}

// A transition written for Popper's `transition` prop: it calls `onEnter` when
// `in` turns true, and `onExited` once the exit transition has ended, which
// is when Popper unmounts.
function FadeScale({ in: inProp, onEnter, onExited, side, children }: PopperTransitionProps & { side: string; children: React.ReactNode }) {
  const [shown, setShown] = React.useState(false);
  const onEnterRef = React.useRef(onEnter);
  onEnterRef.current = onEnter;

  React.useEffect(() => {
    if (!inProp) {
      setShown(false);
      return undefined;
    }
    onEnterRef.current();
    // Wait a frame so that the browser paints the hidden state first.
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, [inProp]);

  return (
    <div
      className={`popper-transition-panel side-${side}${shown ? ' shown' : ''}`}
      onTransitionEnd={(event) => {
        if (!inProp && event.target === event.currentTarget && event.propertyName === 'opacity') {
          onExited();
        }
      }}
    >
      {children}
    </div>
  );
}
