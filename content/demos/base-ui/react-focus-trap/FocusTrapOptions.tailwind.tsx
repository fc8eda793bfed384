import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';

const optionNames = ['disableAutoFocus', 'disableEnforceFocus', 'disableRestoreFocus'] as const;
type Options = Record<(typeof optionNames)[number], boolean>;

const check = 'm-0 size-4 accent-blue-700 dark:accent-blue-400';

export default function FocusTrapOptions() {
  const [open, setOpen] = React.useState(false);
  const [options, setOptions] = React.useState<Options>({
    disableAutoFocus: false,
    disableEnforceFocus: false,
    disableRestoreFocus: false,
  });
  const [focusInside, setFocusInside] = React.useState(false);
  const panelRef = React.useRef<HTMLDivElement>(null);

  // Reports where focus is, so that the effect of each option shows.
  React.useEffect(() => {
    const update = () => setFocusInside(Boolean(panelRef.current?.contains(document.activeElement)));
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
    };
  }, []);

  return (
    <div className="flex min-h-72.5 w-85 max-w-full flex-col items-start gap-3 text-sm text-slate-900 dark:text-slate-200">
      <fieldset disabled={open} className="m-0 flex flex-col gap-1 border-0 p-0 disabled:opacity-60">
        <legend className="mb-1 p-0 font-semibold">Props for the next opening</legend>
        {optionNames.map((name) => (
          <label key={name} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={options[name]}
              onChange={(event) => setOptions({ ...options, [name]: event.target.checked })}
              className={check}
            />
            <code>{name}</code>
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="cursor-pointer rounded-lg border border-blue-800 bg-blue-700 px-4 py-2 [font-family:inherit] text-sm leading-normal font-semibold text-white hover:bg-blue-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-300 dark:border-blue-300 dark:bg-blue-400 dark:text-slate-900 dark:hover:bg-blue-300"
      >
        Cookie preferences
      </button>
      {open && (
        // The wrapper keeps the trap's two focus sentinels out of the flex layout's gaps.
        <div className="w-full">
          <FocusTrap open {...options}>
            <div
              ref={panelRef}
              tabIndex={-1}
              role="group"
              aria-label="Cookie preferences"
              className="box-border flex w-full flex-col gap-2 rounded-xl border border-blue-300 bg-blue-50 px-4 py-3.5 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-300 dark:border-blue-800 dark:bg-blue-950"
            >
              <label className="flex items-center gap-2">
                <input type="checkbox" defaultChecked className={check} />
                Remember my sign-in
              </label>
              <label className="flex items-center gap-2">
                <input type="checkbox" className={check} />
                Usage statistics
              </label>
              <button
                type="button"
                onClick={() => setOpen(false)}
                className="cursor-pointer self-end rounded-lg border border-slate-300 bg-white px-3.5 py-1 [font-family:inherit] text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-300 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700"
              >
                Done
              </button>
            </div>
          </FocusTrap>
        </div>
      )}
      <p className="m-0 text-slate-600 dark:text-slate-400">
        {open ? (focusInside ? 'Focus is inside the panel.' : 'Focus is outside the panel.') : 'The panel is closed.'}
      </p>
    </div>
  );
}
