import * as React from 'react';
import { Unstable_Popup as Popup, PopupContext } from '@mui/base/Unstable_Popup';
import { CssTransition } from '@mui/base/Transitions';

const notifications = [
  { title: 'Ana Souza commented on “Q3 roadmap”', time: '5 min ago' },
  { title: 'Build 482 of storefront-web passed', time: '1 hour ago' },
  { title: 'Invoice INV-1042 is due on Friday', time: 'Yesterday' },
];

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
        className="cursor-pointer rounded-lg border border-blue-800 bg-blue-700 px-4 py-2 [font-family:inherit] text-sm leading-normal font-semibold text-white hover:bg-blue-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-300 dark:border-blue-300 dark:bg-blue-400 dark:text-slate-900 dark:hover:bg-blue-300"
      >
        Notifications
      </button>
      {/* keepMounted: in @mui/base 5.0.0-beta.36, a popup that unmounts on close
          skips the exit transition, so this one stays in the DOM, hidden. */}
      <Popup id={popupId} role="dialog" aria-label="Notifications" anchor={anchor} open={open} placement="bottom" offset={8} keepMounted>
        <AnimatedPanel>
          <ul className="m-0 list-none divide-y divide-slate-200 p-0 dark:divide-slate-700">
            {notifications.map((item) => (
              <li key={item.title} className="py-2.5">
                {item.title}
                <span className="mt-0.5 block text-[0.8125rem] text-slate-600 dark:text-slate-400">{item.time}</span>
              </li>
            ))}
          </ul>
        </AnimatedPanel>
      </Popup>
    </div>
  );
}

// Written out in full so that Tailwind finds every class name in the source.
const origins = { top: 'origin-bottom', bottom: 'origin-top', left: 'origin-right', right: 'origin-left' } as const;

// The root's `transform` belongs to Floating UI, so the animation runs on an
// element inside it. It grows from the side that faces the anchor. Tailwind's
// scale-* utilities set the `scale` property, so that is what transitions.
// Reduced motion keeps the opacity transition: the popup unmounts when it ends.
function AnimatedPanel({ children }: { children: React.ReactNode }) {
  const popup = React.useContext(PopupContext);
  const side = (popup?.placement ?? 'bottom').split('-')[0] as keyof typeof origins;
  return (
    <CssTransition
      className={`${origins[side]} box-border w-75 max-w-[calc(100vw-32px)] rounded-xl border border-slate-200 bg-white px-4 py-1 text-sm text-slate-900 shadow-xl shadow-slate-900/10 transition-[opacity,scale] duration-160 ease-out motion-reduce:scale-100 motion-reduce:transition-opacity dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200 dark:shadow-black/50`}
      enterClassName="scale-100 opacity-100"
      exitClassName="scale-92 opacity-0"
    >
      {children}
    </CssTransition>
  );
}
