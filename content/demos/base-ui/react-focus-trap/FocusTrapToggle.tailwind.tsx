import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';

const field =
  'mb-2 box-border w-full resize-y rounded-lg border border-slate-300 bg-white px-2.5 py-1.75 [font-family:inherit] text-sm text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-blue-300 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200';

export default function FocusTrapToggle() {
  const [focusMode, setFocusMode] = React.useState(false);
  const id = React.useId();

  return (
    <div className="flex w-100 max-w-full flex-col items-start gap-3 text-sm text-slate-900 dark:text-slate-200">
      <button
        type="button"
        aria-pressed={focusMode}
        onClick={() => setFocusMode((value) => !value)}
        className="cursor-pointer rounded-lg border border-slate-300 bg-white px-3.5 py-1.5 [font-family:inherit] text-sm leading-normal font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-300 aria-pressed:border-blue-800 aria-pressed:bg-blue-700 aria-pressed:text-white dark:border-slate-600 dark:bg-transparent dark:text-slate-200 dark:hover:bg-slate-700 dark:aria-pressed:border-blue-300 dark:aria-pressed:bg-blue-400 dark:aria-pressed:text-slate-900"
      >
        Focus mode
      </button>
      {/* Always mounted: `open` turns the trap on and off. The wrapper keeps the
          trap's two focus sentinels out of the flex layout's gaps. */}
      <div className="w-full">
        <FocusTrap open={focusMode}>
          <div
            tabIndex={-1}
            role="group"
            aria-label="Draft"
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                setFocusMode(false);
              }
            }}
            className={[
              'box-border flex w-full flex-col gap-1 rounded-xl border bg-white p-4 transition-[border-color,box-shadow] duration-150 focus:outline-none dark:bg-slate-800',
              focusMode
                ? 'border-blue-700 shadow-[0_0_0_4px_rgb(29_78_216/0.15)] dark:border-blue-400 dark:shadow-[0_0_0_4px_rgb(96_165_250/0.2)]'
                : 'border-slate-200 dark:border-slate-700',
            ].join(' ')}
          >
            <label htmlFor={`${id}-subject`} className="font-semibold">
              Subject
            </label>
            <input id={`${id}-subject`} defaultValue="Venue options for the June offsite" className={field} />
            <label htmlFor={`${id}-message`} className="font-semibold">
              Message
            </label>
            <textarea
              id={`${id}-message`}
              rows={3}
              defaultValue="Hi all, I have shortlisted three venues near Lisbon for the June offsite. Could you rank them by Friday?"
              className={field}
            />
            {focusMode && (
              <button
                type="button"
                onClick={() => setFocusMode(false)}
                className="cursor-pointer self-end rounded-lg border-0 bg-transparent px-3 py-1 [font-family:inherit] text-sm font-semibold text-blue-700 hover:bg-blue-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-300 dark:text-blue-300 dark:hover:bg-blue-950"
              >
                Leave focus mode
              </button>
            )}
          </div>
        </FocusTrap>
      </div>
    </div>
  );
}
