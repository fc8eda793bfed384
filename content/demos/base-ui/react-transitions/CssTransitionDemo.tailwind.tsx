import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssTransition } from '@mui/base/Transitions';

const details = [
  { label: 'Flight', value: 'TP 1351, departs 9:40' },
  { label: 'Terminal', value: 'Terminal 1, gate opens 9:00' },
  { label: 'Hotel', value: 'Casa do Largo, check-in from 15:00' },
];

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
        className="cursor-pointer rounded-lg border border-blue-800 bg-blue-700 px-4 py-2 [font-family:inherit] text-sm leading-normal font-semibold text-white hover:bg-blue-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-300 dark:border-blue-300 dark:bg-blue-400 dark:text-slate-900 dark:hover:bg-blue-300"
      >
        Trip to Lisbon
      </button>
      {/* keepMounted lets the exit transition play in @mui/base 5.0.0-beta.36. */}
      <Popup id={popupId} role="dialog" aria-label="Trip to Lisbon" anchor={anchor} open={open} offset={8} keepMounted>
        {/* Tailwind's translate-* utilities set the `translate` property. Opacity
            ends after 150 ms, translate after 250 ms: the popup waits for the
            translate before it hides. */}
        <CssTransition
          className="box-border w-75 max-w-[calc(100vw-32px)] rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-900 shadow-xl shadow-slate-900/10 [transition:opacity_150ms_ease-out,translate_250ms_ease-out] dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200 dark:shadow-black/50"
          enterClassName="translate-y-0 opacity-100"
          exitClassName="-translate-y-2 opacity-0 motion-reduce:-translate-y-px"
          lastTransitionedPropertyOnExit="translate"
        >
          <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
            {details.map((item) => (
              <React.Fragment key={item.label}>
                <dt className="font-semibold">{item.label}</dt>
                <dd className="m-0 text-slate-600 dark:text-slate-400">{item.value}</dd>
              </React.Fragment>
            ))}
          </dl>
        </CssTransition>
      </Popup>
    </div>
  );
}
