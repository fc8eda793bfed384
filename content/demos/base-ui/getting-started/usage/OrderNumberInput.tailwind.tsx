import * as React from 'react';
import { Input } from '@mui/base/Input';

export default function OrderNumberInput() {
  const id = React.useId();
  return (
    <div className="flex w-full max-w-[280px] flex-col gap-1.5 text-sm">
      <label htmlFor={id} className="font-semibold text-slate-900 dark:text-slate-100">
        Order number
      </label>
      {/* id, placeholder and aria-describedby are Input's own props: it passes them to the <input>. */}
      <Input
        id={id}
        placeholder="104233"
        aria-describedby={`${id}-hint`}
        startAdornment={
          <span className="font-semibold text-slate-500 dark:text-slate-400" aria-hidden="true">
            #
          </span>
        }
        // The root gets base--focused while the <input> has focus.
        className="flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 transition hover:border-slate-400 dark:border-slate-600 dark:bg-slate-900 dark:hover:border-slate-500 [&.base--focused]:border-blue-700 [&.base--focused]:ring-3 [&.base--focused]:ring-blue-200 dark:[&.base--focused]:border-blue-400 dark:[&.base--focused]:ring-blue-400/35"
        // Any other attribute for the <input> goes through its slot.
        slotProps={{
          input: {
            className:
              'min-w-0 flex-1 border-0 bg-transparent py-2 [font-family:inherit] text-[length:inherit] text-slate-900 outline-0 placeholder:text-slate-400 dark:text-slate-100',
            inputMode: 'numeric',
            maxLength: 6,
            autoComplete: 'off',
          },
        }}
      />
      <p id={`${id}-hint`} className="m-0 text-xs text-slate-600 dark:text-slate-300">
        Six digits, printed at the top of your receipt.
      </p>
    </div>
  );
}
