import * as React from 'react';
import { Unstable_Popup as Popup, PopupContext } from '@mui/base/Unstable_Popup';
import { CssTransition } from '@mui/base/Transitions';

const notifications = [
  { title: 'Ana Souza commented on “Q3 roadmap”', time: '5 min ago' },
  { title: 'Build 482 of storefront-web passed', time: '1 hour ago' },
  { title: 'Invoice INV-1042 is due on Friday', time: 'Yesterday' },
];

// The rules are in PopupTransition.css.
export default function PopupTransition() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const popupId = React.useId();

  return (
    <div>
      <button
        ref={setAnchor}
        type="button"
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="popup-transition-trigger"
      >
        Notifications
      </button>
      {/* keepMounted: in @mui/base 5.0.0-beta.36, a popup that unmounts on close
          skips the exit transition, so this one stays in the DOM, hidden. */}
      <Popup id={popupId} role="dialog" aria-label="Notifications" anchor={anchor} open={open} placement="bottom" offset={8} keepMounted>
        <AnimatedPanel>
          <ul className="popup-transition-list">
            {notifications.map((item) => (
              <li key={item.title} className="popup-transition-item">
                {item.title}
                <span className="popup-transition-time">{item.time}</span>
              </li>
            ))}
          </ul>
        </AnimatedPanel>
      </Popup>
    </div>
  );
}

// The root's `transform` belongs to Floating UI, so the animation runs on an
// element inside it. It grows from the side that faces the anchor.
function AnimatedPanel({ children }: { children: React.ReactNode }) {
  const popup = React.useContext(PopupContext);
  const side = (popup?.placement ?? 'bottom').split('-')[0];
  return (
    <CssTransition className={`popup-transition-panel side-${side}`} enterClassName="open" exitClassName="closed">
      {children}
    </CssTransition>
  );
}
