import * as React from 'react';
import { Input, InputProps } from '@mui/base/Input';

export default function InputAdornments() {
  const amountId = React.useId();
  const passwordId = React.useId();
  const [showPassword, setShowPassword] = React.useState(false);
  return (
    <div className="flex w-70 max-w-full flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={amountId} className="text-sm font-semibold text-slate-700 dark:text-slate-300">
          Amount
        </label>
        <StyledInput
          id={amountId}
          placeholder="0.00"
          startAdornment={<span className="shrink-0 text-slate-500 dark:text-slate-400">$</span>}
          endAdornment={<span className="shrink-0 text-slate-500 dark:text-slate-400">USD</span>}
          // StyledInput hands this to the input element through slotProps.
          inputMode="decimal"
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={passwordId} className="text-sm font-semibold text-slate-700 dark:text-slate-300">
          Password
        </label>
        <StyledInput
          id={passwordId}
          type={showPassword ? 'text' : 'password'}
          defaultValue="correct horse battery"
          endAdornment={
            <button
              type="button"
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              onClick={() => setShowPassword((shown) => !shown)}
              className="-me-1.5 inline-flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-md border-0 bg-transparent p-0 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700 dark:text-slate-400 dark:hover:bg-slate-800 dark:focus-visible:outline-blue-400"
            >
              <EyeIcon crossed={showPassword} />
            </button>
          }
        />
      </div>
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.5">
      <path d="M1.5 8s2.4-4.75 6.5-4.75S14.5 8 14.5 8s-2.4 4.75-6.5 4.75S1.5 8 1.5 8z" strokeLinejoin="round" />
      <circle cx="8" cy="8" r="2" />
      {crossed ? <path d="M2.5 2.5l11 11" strokeLinecap="round" /> : null}
    </svg>
  );
}

// The root is a flex row: start adornment, input, end adornment. Besides the
// styles, this wrapper passes `inputMode` to the input element through slotProps.
function StyledInput({ inputMode, ...props }: InputProps & { inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode'] }) {
  return (
    <Input
      {...props}
      className={[
        'box-border flex w-full items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs transition [&:not(.base--focused,.base--disabled)]:hover:border-slate-400',
        '[&.base--focused]:border-blue-700 [&.base--focused]:shadow-[0_0_0_3px_rgb(59_130_246/0.25)]',
        'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:shadow-none dark:[&:not(.base--focused,.base--disabled)]:hover:border-slate-500',
        'dark:[&.base--focused]:border-blue-400 dark:[&.base--focused]:shadow-[0_0_0_3px_rgb(96_165_250/0.3)]',
      ].join(' ')}
      slotProps={{
        input: {
          inputMode,
          className:
            'min-w-0 flex-1 border-0 bg-transparent py-[9px] [font:inherit] leading-normal text-inherit outline-0 placeholder:text-slate-400 dark:placeholder:text-slate-500',
        },
      }}
    />
  );
}
