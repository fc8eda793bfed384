import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssAnimation } from '@mui/base/Transitions';

// The rules and the two @keyframes are in CssAnimationDemo.css.
export default function CssAnimationDemo() {
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
        className="meeting-animation-trigger"
      >
        Next meeting
      </button>
      {/* keepMounted lets the exit animation play in @mui/base 5.0.0-beta.36. */}
      <Popup id={popupId} role="dialog" aria-label="Next meeting" anchor={anchor} open={open} offset={8} keepMounted>
        <CssAnimation
          className="meeting-animation-panel"
          enterClassName="open"
          exitClassName="closed"
          enterAnimationName="meeting-animation-pop-in"
          exitAnimationName="meeting-animation-pop-out"
        >
          <p className="meeting-animation-title">Daily stand-up in 5 minutes</p>
          <p className="meeting-animation-meta">Room Orion, 4th floor · 10:00 to 10:15</p>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              anchor?.focus();
            }}
            className="meeting-animation-dismiss"
          >
            Dismiss
          </button>
        </CssAnimation>
      </Popup>
    </div>
  );
}
