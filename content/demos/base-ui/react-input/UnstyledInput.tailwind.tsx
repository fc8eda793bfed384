import * as React from 'react';
import { Input, InputProps } from '@mui/base/Input';

export default function UnstyledInput() {
  const emailId = React.useId();
  const companyId = React.useId();
  return (
    <div className="flex w-70 max-w-full flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={emailId} className="text-sm font-semibold text-slate-700 dark:text-slate-300">
          Work email
        </label>
        <StyledInput id={emailId} type="email" placeholder="name@company.com" />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={companyId} className="text-sm font-semibold text-slate-700 dark:text-slate-300">
          Company
        </label>
        <StyledInput id={companyId} defaultValue="Northwind Traders" disabled />
      </div>
    </div>
  );
}

// The root draws the box; the input inside it stays transparent and borderless.
// `id`, `type`, `placeholder` and the value props reach the input element.
const StyledInput = React.forwardRef<HTMLDivElement, InputProps>(function StyledInput(props, ref) {
  return (
    <Input
      ref={ref}
      {...props}
      className={[
        'box-border flex w-full items-center rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs transition [&:not(.base--focused,.base--disabled)]:hover:border-slate-400',
        '[&.base--focused]:border-blue-700 [&.base--focused]:shadow-[0_0_0_3px_rgb(59_130_246/0.25)]',
        '[&.base--disabled]:cursor-not-allowed [&.base--disabled]:border-slate-200 [&.base--disabled]:bg-slate-50 [&.base--disabled]:text-slate-500 [&.base--disabled]:shadow-none',
        'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:shadow-none dark:[&:not(.base--focused,.base--disabled)]:hover:border-slate-500',
        'dark:[&.base--focused]:border-blue-400 dark:[&.base--focused]:shadow-[0_0_0_3px_rgb(96_165_250/0.3)]',
        'dark:[&.base--disabled]:border-slate-700 dark:[&.base--disabled]:bg-slate-800 dark:[&.base--disabled]:text-slate-400',
      ].join(' ')}
      slotProps={{
        input: {
          className:
            'min-w-0 flex-1 border-0 bg-transparent py-[9px] [font:inherit] leading-normal text-inherit outline-0 placeholder:text-slate-400 disabled:cursor-not-allowed dark:placeholder:text-slate-500',
        },
      }}
    />
  );
});
