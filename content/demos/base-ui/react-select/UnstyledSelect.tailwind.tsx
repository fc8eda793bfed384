import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option, OptionProps } from '@mui/base/Option';

export default function UnstyledSelect() {
  const id = React.useId();
  const labelId = React.useId();
  return (
    <div className="flex w-65 max-w-full flex-col gap-1.5">
      <label id={labelId} htmlFor={id} className="text-sm font-semibold text-slate-700 dark:text-slate-300">
        Conference city
      </label>
      <Select
        id={id}
        placeholder="Choose a city…"
        className={[
          'flex min-h-10 w-full cursor-pointer items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-start [font-family:inherit] text-sm leading-normal text-slate-900 shadow-xs transition-colors hover:border-slate-400',
          "after:shrink-0 after:border-x-[5px] after:border-t-[5px] after:border-x-transparent after:border-t-current after:transition-transform after:content-['']",
          '[&.base--expanded]:border-blue-700 [&.base--expanded]:after:rotate-180',
          '[&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-300',
          '[&.base--disabled]:cursor-not-allowed [&.base--disabled]:opacity-50',
          'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:shadow-none dark:hover:border-slate-500 dark:[&.base--expanded]:border-blue-400',
        ].join(' ')}
        slotProps={{
          // The popup renders in a portal at the end of <body>.
          popup: { className: 'z-10' },
          listbox: {
            'aria-labelledby': labelId,
            className:
              'my-1.5 box-border max-h-70 min-w-65 list-none overflow-auto rounded-[10px] border border-slate-200 bg-white p-1.5 [font-family:inherit] text-sm text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:shadow-black/50',
          },
        }}
      >
        <CityOption value="amsterdam">Amsterdam</CityOption>
        <CityOption value="barcelona">Barcelona</CityOption>
        <CityOption value="berlin">Berlin</CityOption>
        <CityOption value="copenhagen" disabled>
          Copenhagen (sold out)
        </CityOption>
        <CityOption value="lisbon">Lisbon</CityOption>
        <CityOption value="prague">Prague</CityOption>
        <CityOption value="vienna">Vienna</CityOption>
      </Select>
    </div>
  );
}

// Option's state classes (base-Option-highlighted, base--selected, base--disabled)
// are reached with arbitrary variants.
function CityOption(props: OptionProps<string>) {
  return (
    <Option
      {...props}
      className={[
        'cursor-default rounded-md px-2.5 py-2 outline-none',
        '[&.base-Option-highlighted]:bg-slate-100 dark:[&.base-Option-highlighted]:bg-slate-800',
        '[&.base--selected]:bg-blue-50 [&.base--selected]:font-semibold [&.base--selected]:text-blue-700',
        'dark:[&.base--selected]:bg-blue-500/15 dark:[&.base--selected]:text-blue-300',
        '[&.base--disabled]:text-slate-400 dark:[&.base--disabled]:text-slate-500',
      ].join(' ')}
    />
  );
}
