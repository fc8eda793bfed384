import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option, OptionProps } from '@mui/base/Option';

// The listbox renders in a portal at the end of <body>: its classes go
// through slotProps, and Base UI's state classes are reached with arbitrary
// variants such as [&.base--selected].
export default function StyledSelect() {
  const id = React.useId();
  return (
    <div className="flex flex-col gap-1.5 text-sm">
      <label htmlFor={id} className="font-semibold text-slate-900 dark:text-slate-100">
        Shipping method
      </label>
      <Select
        id={id}
        className="group flex w-[300px] max-w-full cursor-pointer items-center justify-between gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 text-start [font-family:inherit] text-[length:inherit] text-slate-900 hover:border-slate-400 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-slate-500 [&.base--expanded]:border-blue-700 dark:[&.base--expanded]:border-blue-400 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-300"
        renderValue={(option) => (
          <React.Fragment>
            <span>{option ? option.label : 'Choose a method'}</span>
            <svg
              className="size-[18px] shrink-0 text-slate-500 transition-transform group-[.base--expanded]:rotate-180 dark:text-slate-400"
              viewBox="0 0 20 20"
              aria-hidden="true"
            >
              <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </React.Fragment>
        )}
        slotProps={{
          popup: { className: 'z-[1000]' },
          listbox: {
            className:
              'my-1.5 box-border w-[300px] max-w-[calc(100vw-32px)] list-none rounded-[10px] border border-slate-200 bg-white p-1.5 text-sm text-slate-900 shadow-lg outline-0 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200',
          },
        }}
      >
        <ShippingOption value="standard">Standard, 5 to 7 business days</ShippingOption>
        <ShippingOption value="express">Express, 2 business days</ShippingOption>
        <ShippingOption value="overnight">Overnight, next business day</ShippingOption>
        <ShippingOption value="courier" disabled>
          Same-day courier (not in your area)
        </ShippingOption>
      </Select>
    </div>
  );
}

function ShippingOption(props: OptionProps<string>) {
  return (
    <Option
      {...props}
      className="cursor-default rounded-md px-2.5 py-2 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-400 [&.base-Option-highlighted]:bg-slate-100 dark:[&.base-Option-highlighted]:bg-slate-700 [&.base--selected]:bg-blue-50 [&.base--selected]:font-semibold [&.base--selected]:text-blue-700 dark:[&.base--selected]:bg-blue-400/15 dark:[&.base--selected]:text-blue-300 [&.base--disabled]:text-slate-400 dark:[&.base--disabled]:text-slate-500"
    />
  );
}
