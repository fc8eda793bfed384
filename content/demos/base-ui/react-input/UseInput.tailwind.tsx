import * as React from 'react';
import { useInput } from '@mui/base/useInput';

const VALID_CODE = 'SPRING24';

export default function UseInput() {
  const id = React.useId();
  const statusId = React.useId();
  const [code, setCode] = React.useState('');
  const [status, setStatus] = React.useState<'idle' | 'applied' | 'invalid'>('idle');

  const apply = (event: React.FormEvent) => {
    event.preventDefault();
    setStatus(code === VALID_CODE ? 'applied' : 'invalid');
  };

  const statusClassName = {
    idle: 'text-slate-500 dark:text-slate-400',
    applied: 'text-emerald-700 dark:text-emerald-400',
    invalid: 'text-red-700 dark:text-red-400',
  }[status];

  return (
    <form onSubmit={apply} className="flex w-80 max-w-full flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-700 dark:text-slate-300">
        Promo code
      </label>
      <div className="flex gap-2">
        <CouponInput
          id={id}
          value={code}
          onChange={(event) => {
            setCode(event.target.value.toUpperCase());
            setStatus('idle');
          }}
          error={status === 'invalid'}
          aria-describedby={statusId}
        />
        <button
          type="submit"
          className="cursor-pointer rounded-lg border border-blue-800 bg-blue-700 px-4 [font-family:inherit] text-sm font-semibold text-white hover:bg-blue-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-300 dark:border-blue-300 dark:bg-blue-400 dark:text-slate-900 dark:hover:bg-blue-300"
        >
          Apply
        </button>
      </div>
      <p id={statusId} aria-live="polite" className={`m-0 text-[0.8125rem] ${statusClassName}`}>
        {status === 'applied' && '15% off your order.'}
        {status === 'invalid' && 'This code is not valid.'}
        {status === 'idle' && `Try ${VALID_CODE}.`}
      </p>
    </form>
  );
}

interface CouponInputProps {
  id: string;
  value: string;
  onChange: React.ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  error: boolean;
  'aria-describedby': string;
}

function CouponInput(props: CouponInputProps) {
  const { id, 'aria-describedby': describedBy, ...parameters } = props;
  // The hook gives the state (focused, error, disabled) and two prop getters:
  // the root's focuses the input when clicked, the input's wires the value.
  const { getRootProps, getInputProps, focused, error } = useInput(parameters);
  return (
    <div
      {...getRootProps()}
      className={[
        'flex min-w-0 flex-1 cursor-text items-center gap-2 rounded-lg border bg-white px-3 text-slate-500 dark:bg-slate-900 dark:text-slate-400',
        error
          ? 'border-red-600 dark:border-red-400'
          : focused
            ? 'border-blue-700 dark:border-blue-400'
            : 'border-slate-300 dark:border-slate-600',
        focused ? 'shadow-[0_0_0_3px_rgb(59_130_246/0.25)] dark:shadow-[0_0_0_3px_rgb(96_165_250/0.3)]' : '',
      ].join(' ')}
    >
      <TagIcon />
      <input
        {...getInputProps()}
        id={id}
        aria-describedby={describedBy}
        autoComplete="off"
        spellCheck={false}
        className="min-w-0 flex-1 border-0 bg-transparent py-[9px] [font-family:inherit] text-sm leading-normal font-semibold tracking-[0.06em] text-slate-900 outline-0 dark:text-slate-200"
      />
    </div>
  );
}

function TagIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.5">
      <path d="M2 2.75h5.25l6.25 6.25-4.5 4.5L2.75 7.25V2.75z" strokeLinejoin="round" />
      <circle cx="5.25" cy="5.5" r="1" />
    </svg>
  );
}
