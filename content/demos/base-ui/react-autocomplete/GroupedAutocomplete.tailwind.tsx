import * as React from 'react';
import { useAutocomplete, AutocompleteGroupedOption } from '@mui/base/useAutocomplete';
import { Popper } from '@mui/base/Popper';

interface Airport {
  code: string;
  city: string;
  region: string;
}

// groupBy needs the options sorted by group, or a group's heading repeats.
const airports: Airport[] = [
  { code: 'ATL', city: 'Atlanta', region: 'Americas' },
  { code: 'GRU', city: 'São Paulo', region: 'Americas' },
  { code: 'JFK', city: 'New York', region: 'Americas' },
  { code: 'YVR', city: 'Vancouver', region: 'Americas' },
  { code: 'AMS', city: 'Amsterdam', region: 'Europe' },
  { code: 'CDG', city: 'Paris', region: 'Europe' },
  { code: 'LIS', city: 'Lisbon', region: 'Europe' },
  { code: 'MAD', city: 'Madrid', region: 'Europe' },
  { code: 'ICN', city: 'Seoul', region: 'Asia and Pacific' },
  { code: 'NRT', city: 'Tokyo', region: 'Asia and Pacific' },
  { code: 'SIN', city: 'Singapore', region: 'Asia and Pacific' },
  { code: 'SYD', city: 'Sydney', region: 'Asia and Pacific' },
];

export default function GroupedAutocomplete() {
  const {
    id,
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
    focused,
    anchorEl,
    setAnchorEl,
  } = useAutocomplete({
    options: airports,
    groupBy: (airport) => airport.region,
    getOptionLabel: (airport) => `${airport.city} (${airport.code})`,
  });

  // With groupBy, groupedOptions holds groups; `index` is the position of a
  // group's first option in the flat list, which getOptionProps counts in.
  const groups = groupedOptions as AutocompleteGroupedOption<Airport>[];

  return (
    <div className="flex w-75 max-w-full flex-col gap-1.5">
      <label {...getInputLabelProps()} className="text-sm font-semibold text-slate-700 dark:text-slate-300">
        Departure airport
      </label>
      {/* The root receives the keyboard handling and keeps the focus in the input
          when its other parts are clicked; it is also what the list is placed against. */}
      <div
        {...getRootProps()}
        ref={setAnchorEl}
        className={[
          'flex items-center gap-0.5 rounded-lg border bg-white ps-3 pe-1.5 text-sm text-slate-900 shadow-xs dark:bg-slate-900 dark:text-slate-200 dark:shadow-none',
          focused
            ? 'border-blue-700 shadow-[0_0_0_3px_rgb(59_130_246/0.25)] dark:border-blue-400 dark:shadow-[0_0_0_3px_rgb(96_165_250/0.3)]'
            : 'border-slate-300 hover:border-slate-400 dark:border-slate-600',
        ].join(' ')}
      >
        <input
          {...getInputProps()}
          placeholder="City or code"
          className="min-w-0 flex-1 border-0 bg-transparent py-[9px] [font:inherit] leading-normal text-inherit outline-0 placeholder:text-slate-400 dark:placeholder:text-slate-500"
        />
      </div>
      <Popper
        open={popupOpen && anchorEl !== null && groups.length > 0}
        anchorEl={anchorEl}
        placement="bottom-start"
        role="presentation"
        className="z-10"
      >
        <ul
          {...getListboxProps()}
          className="my-1.5 box-border max-h-70 w-75 max-w-[calc(100vw-32px)] list-none overflow-auto rounded-[10px] border border-slate-200 bg-white p-1.5 [font-family:inherit] text-sm text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:shadow-black/50"
        >
          {groups.map((group) => (
            <li key={group.key} role="group" aria-labelledby={`${id}-group-${group.key}`}>
              <div
                id={`${id}-group-${group.key}`}
                className="px-2.5 pt-2.5 pb-1 text-xs font-bold tracking-[0.04em] text-slate-500 uppercase dark:text-slate-400"
              >
                {group.group}
              </div>
              <ul role="presentation" className="m-0 list-none p-0">
                {group.options.map((option, offset) => {
                  const { key, ...optionProps } = getOptionProps({
                    option,
                    index: group.index + offset,
                  }) as React.HTMLAttributes<HTMLLIElement> & {
                    key: React.Key;
                  };
                  return (
                    // The hook adds Mui-focused to the highlighted option itself, and
                    // aria-selected="true" marks the selected one.
                    <li
                      key={key}
                      {...optionProps}
                      className="flex cursor-default items-baseline justify-between gap-3 rounded-md px-2.5 py-2 aria-selected:bg-blue-50 aria-selected:font-semibold aria-selected:text-blue-700 [&.Mui-focused]:bg-slate-100 dark:aria-selected:bg-blue-500/15 dark:aria-selected:text-blue-300 dark:[&.Mui-focused]:bg-slate-800"
                    >
                      {option.city}
                      <span className="font-mono text-xs text-slate-500 dark:text-slate-400">{option.code}</span>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      </Popper>
    </div>
  );
}
