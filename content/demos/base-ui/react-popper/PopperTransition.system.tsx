import * as React from 'react';
import { Popper, PopperTransitionProps } from '@mui/base/Popper';
import { styled } from '@mui/system';

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
      <TriggerButton
        ref={setAnchorEl}
        type="button"
        aria-expanded={open}
        aria-controls={open ? popperId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        Opening hours
      </TriggerButton>
      <Popper id={popperId} role="dialog" aria-label="Opening hours" open={open} anchorEl={anchorEl} modifiers={modifiers} transition>
        {({ TransitionProps, placement }) =>
          TransitionProps && (
            <FadeScale {...TransitionProps} side={placement.split('-')[0]}>
              <Hours>
                {hours.map((row) => (
                  <React.Fragment key={row.days}>
                    <dt>{row.days}</dt>
                    <dd>{row.time}</dd>
                  </React.Fragment>
                ))}
              </Hours>
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
    <Panel
      className={`side-${side}${shown ? ' shown' : ''}`}
      onTransitionEnd={(event) => {
        if (!inProp && event.target === event.currentTarget && event.propertyName === 'opacity') {
          onExited();
        }
      }}
    >
      {children}
    </Panel>
  );
}

const TriggerButton = styled('button')`
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

  &:focus-visible {
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

const Panel = styled('div')`
  box-sizing: border-box;
  padding: 12px 16px;
  border: 1px solid #e2e8f0;
  border-radius: 12px;
  background-color: #fff;
  color: #0f172a;
  box-shadow: 0 10px 30px rgb(15 23 42 / 0.12);
  font-size: 0.875rem;
  opacity: 0;
  transform: scale(0.92);
  transition:
    opacity 180ms ease-out,
    transform 180ms ease-out;

  &.side-bottom {
    transform-origin: top;
  }

  &.side-top {
    transform-origin: bottom;
  }

  &.shown {
    opacity: 1;
    transform: scale(1);
  }

  @media (prefers-reduced-motion: reduce) {
    transform: none;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #334155;
    background-color: #1e293b;
    color: #e2e8f0;
    box-shadow: 0 10px 30px rgb(0 0 0 / 0.5);
  }
`;

const Hours = styled('dl')`
  display: grid;
  grid-template-columns: auto auto;
  gap: 6px 24px;
  margin: 0;

  & dt {
    font-weight: 600;
  }

  & dd {
    margin: 0;
    color: #475569;
    font-variant-numeric: tabular-nums;
  }

  [data-mui-color-scheme='dark'] & dd {
    color: #94a3b8;
  }
`;
