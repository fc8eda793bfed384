import * as React from 'react';
import { Popper, PopperTransitionProps } from '@mui/base/Popper';

const hours = [
  { days: 'Monday to Friday', time: '8:00 to 20:00' },
  { days: 'Saturday', time: '9:00 to 18:00' },
  { days: 'Sunday', time: 'Closed' },
];

const modifiers = [{ name: 'offset', options: { offset: [0, 8] } }];

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
        className="cursor-pointer rounded-lg border border-blue-800 bg-blue-700 px-4 py-2 [font-family:inherit] text-sm leading-normal font-semibold text-white hover:bg-blue-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-300 dark:border-blue-300 dark:bg-blue-400 dark:text-slate-900 dark:hover:bg-blue-300"
      >
        Opening hours
      </button>
      <Popper id={popperId} role="dialog" aria-label="Opening hours" open={open} anchorEl={anchorEl} modifiers={modifiers} transition>
        {({ TransitionProps, placement }) =>
          TransitionProps && (
            <FadeScale {...TransitionProps} side={placement.split('-')[0]}>
              <dl className="m-0 grid grid-cols-[auto_auto] gap-x-6 gap-y-1.5">
                {hours.map((row) => (
                  <React.Fragment key={row.days}>
                    <dt className="font-semibold">{row.days}</dt>
                    <dd className="m-0 text-slate-600 tabular-nums dark:text-slate-400">{row.time}</dd>
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
// is when Popper unmounts. Tailwind's scale-* utilities set the `scale` property.
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
      className={[
        'box-border rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-900 shadow-xl shadow-slate-900/10 transition-[opacity,scale] duration-180 ease-out motion-reduce:scale-100 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200 dark:shadow-black/50',
        side === 'top' ? 'origin-bottom' : 'origin-top',
        shown ? 'scale-100 opacity-100' : 'scale-92 opacity-0',
      ].join(' ')}
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
