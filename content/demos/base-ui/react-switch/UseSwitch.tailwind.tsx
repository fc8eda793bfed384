import * as React from 'react';
import { useSwitch, UseSwitchParameters } from '@mui/base/useSwitch';

export default function UseSwitch() {
  const labelId = React.useId();
  const descriptionId = React.useId();
  return (
    <div className="box-border flex w-90 max-w-full items-center justify-between gap-6 rounded-xl border border-slate-200 bg-white px-4 py-3.5 dark:border-slate-700 dark:bg-slate-900">
      <div>
        <p id={labelId} className="m-0 text-sm font-semibold text-slate-900 dark:text-slate-200">
          Auto-renew
        </p>
        <p id={descriptionId} className="mt-0.5 mb-0 text-[0.8125rem] text-slate-500 dark:text-slate-400">
          Your plan renews on March 3 for $96.00.
        </p>
      </div>
      <IconSwitch defaultChecked aria-labelledby={labelId} aria-describedby={descriptionId} />
    </div>
  );
}

interface IconSwitchProps extends UseSwitchParameters {
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
}

function IconSwitch(props: IconSwitchProps) {
  const { 'aria-labelledby': labelledBy, 'aria-describedby': describedBy, ...parameters } = props;
  const { getInputProps, checked, disabled, focusVisible } = useSwitch(parameters);
  return (
    <span
      className={[
        'relative inline-block h-7 w-12 shrink-0 cursor-pointer rounded-[14px] transition-colors',
        checked ? 'bg-blue-700 dark:bg-blue-400' : 'bg-slate-300 dark:bg-slate-600',
        focusVisible ? 'outline-3 outline-offset-2 outline-blue-300' : '',
        disabled ? 'cursor-not-allowed opacity-50' : '',
      ].join(' ')}
    >
      <span
        className={[
          'absolute top-[3px] flex size-5.5 items-center justify-center rounded-full bg-white shadow-[0_1px_2px_rgb(15_23_42/0.3)] transition-[inset-inline-start]',
          checked ? 'start-[23px] text-blue-700 dark:text-blue-900' : 'start-[3px] text-slate-500',
        ].join(' ')}
      >
        {checked ? <CheckIcon /> : <CrossIcon />}
      </span>
      {/* The real checkbox, invisible, covers the switch and takes the clicks. */}
      <input
        {...getInputProps()}
        role="switch"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        className="absolute inset-0 z-1 m-0 size-full cursor-[inherit] opacity-0"
      />
    </span>
  );
}

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
      <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function CrossIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
      <path d="M4.5 4.5l7 7m0-7l-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
