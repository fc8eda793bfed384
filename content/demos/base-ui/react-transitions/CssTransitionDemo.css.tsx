import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssTransition } from '@mui/base/Transitions';

const details = [
  { label: 'Flight', value: 'TP 1351, departs 9:40' },
  { label: 'Terminal', value: 'Terminal 1, gate opens 9:00' },
  { label: 'Hotel', value: 'Casa do Largo, check-in from 15:00' },
];

// The rules are in CssTransitionDemo.css.
export default function CssTransitionDemo() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const popupId = React.useId();

  return (
    <div>
      <button
        ref={setAnchor}
        type="button"
        aria-expanded={open}
        aria-controls={popupId}
        onClick={() => setOpen((value) => !value)}
        className="trip-transition-trigger"
      >
        Trip to Lisbon
      </button>
      {/* keepMounted lets the exit transition play in @mui/base 5.0.0-beta.36. */}
      <Popup id={popupId} role="dialog" aria-label="Trip to Lisbon" anchor={anchor} open={open} offset={8} keepMounted>
        {/* Opacity ends after 150 ms, transform after 250 ms: the popup
            waits for the transform before it hides. */}
        <CssTransition
          className="trip-transition-panel"
          enterClassName="open"
          exitClassName="closed"
          lastTransitionedPropertyOnExit="transform"
        >
          <dl>
            {details.map((item) => (
              <React.Fragment key={item.label}>
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </React.Fragment>
            ))}
          </dl>
        </CssTransition>
      </Popup>
    </div>
  );
}
