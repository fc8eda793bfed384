import * as React from 'react';
import { Input } from '@mui/base/Input';

export default function ValidationInput() {
  const id = React.useId();
  const hintId = React.useId();
  // The demo starts as if the reader had typed three digits and moved on.
  const [zip, setZip] = React.useState('941');
  const [touched, setTouched] = React.useState(true);
  // Judge the value once the reader has left the field, not at every keystroke.
  const invalid = touched && !/^[0-9]{5}$/.test(zip);
  return (
    <div className="flex w-70 max-w-full flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-700 dark:text-slate-300">
        ZIP code
      </label>
      <Input
        id={id}
        value={zip}
        onChange={(event) => setZip(event.target.value)}
        onBlur={() => setTouched(true)}
        error={invalid}
        autoComplete="postal-code"
        aria-describedby={hintId}
        className={[
          'box-border flex w-full items-center rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs transition [&:not(.base--focused,.base--error)]:hover:border-slate-400',
          '[&.base--focused]:border-blue-700 [&.base--focused]:shadow-[0_0_0_3px_rgb(59_130_246/0.25)]',
          '[&.base--error]:border-red-600 [&.base--error.base--focused]:shadow-[0_0_0_3px_rgb(220_38_38/0.2)]',
          'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:shadow-none dark:[&:not(.base--focused,.base--error)]:hover:border-slate-500',
          'dark:[&.base--focused]:border-blue-400 dark:[&.base--focused]:shadow-[0_0_0_3px_rgb(96_165_250/0.3)]',
          'dark:[&.base--error]:border-red-400 dark:[&.base--error.base--focused]:shadow-[0_0_0_3px_rgb(248_113_113/0.3)]',
        ].join(' ')}
        slotProps={{
          // Input has no props for these: slotProps puts them on the input element.
          input: {
            inputMode: 'numeric',
            maxLength: 5,
            className:
              'min-w-0 flex-1 border-0 bg-transparent py-[9px] [font:inherit] leading-normal text-inherit outline-0 placeholder:text-slate-400 dark:placeholder:text-slate-500',
          },
        }}
      />
      <p
        id={hintId}
        className={
          invalid ? 'm-0 text-[0.8125rem] text-red-700 dark:text-red-400' : 'm-0 text-[0.8125rem] text-slate-500 dark:text-slate-400'
        }
      >
        {invalid ? 'Enter the five digits of your ZIP code.' : 'Five digits, for example 94107.'}
      </p>
    </div>
  );
}
