import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { Popper } from '@mui/base/Popper';

interface Person {
  name: string;
  email: string;
}

const people: Person[] = [
  { name: 'Amara Okafor', email: 'amara@northwind.io' },
  { name: 'Bruno Costa', email: 'bruno@northwind.io' },
  { name: 'Chen Wei', email: 'chen@northwind.io' },
  { name: 'Dalia Haddad', email: 'dalia@northwind.io' },
  { name: 'Elena Petrova', email: 'elena@northwind.io' },
  { name: 'Farid Rahimi', email: 'farid@northwind.io' },
  { name: 'Grace Kim', email: 'grace@northwind.io' },
  { name: 'Hugo Laurent', email: 'hugo@northwind.io' },
  { name: 'Isabel Ortiz', email: 'isabel@northwind.io' },
  { name: 'Jonas Berg', email: 'jonas@northwind.io' },
];

export default function MultipleAutocomplete() {
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getTagProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
    value,
    focused,
    anchorEl,
    setAnchorEl,
  } = useAutocomplete({
    multiple: true,
    options: people,
    defaultValue: [people[2]],
    getOptionLabel: (person) => person.name,
    // Chosen people leave the list.
    filterSelectedOptions: true,
  });

  const options = groupedOptions as Person[];

  return (
    <div className="flex w-85 max-w-full flex-col gap-1.5">
      <label {...getInputLabelProps()} className="text-sm font-semibold text-slate-700 dark:text-slate-300">
        Invite teammates
      </label>
      {/* Chips and the input share one wrapping row. */}
      <div
        {...getRootProps()}
        ref={setAnchorEl}
        className={[
          'box-border flex min-h-10 cursor-text flex-wrap items-center gap-1.5 rounded-lg border bg-white px-2 py-[5px] text-sm text-slate-900 shadow-xs dark:bg-slate-900 dark:text-slate-200 dark:shadow-none',
          focused
            ? 'border-blue-700 shadow-[0_0_0_3px_rgb(59_130_246/0.25)] dark:border-blue-400 dark:shadow-[0_0_0_3px_rgb(96_165_250/0.3)]'
            : 'border-slate-300 dark:border-slate-600',
        ].join(' ')}
      >
        {value.map((person, index) => {
          // getTagProps gives each chip its index, a key and onDelete.
          const { key, onDelete, ...tagProps } = getTagProps({ index });
          return (
            <span
              key={key}
              {...tagProps}
              className="inline-flex items-center gap-0.5 rounded-full bg-blue-100 py-0.5 ps-2.5 pe-0.5 text-[0.8125rem] font-semibold text-blue-800 focus:outline-2 focus:outline-blue-700 dark:bg-blue-500/25 dark:text-blue-200"
            >
              {person.name}
              <button
                type="button"
                tabIndex={-1}
                aria-label={`Remove ${person.name}`}
                onClick={onDelete}
                className="inline-flex size-5 cursor-pointer items-center justify-center rounded-full border-0 bg-transparent p-0 text-inherit hover:bg-blue-800/10"
              >
                <CrossIcon />
              </button>
            </span>
          );
        })}
        <input
          {...getInputProps()}
          placeholder={value.length === 0 ? 'Name or email' : undefined}
          className="min-w-25 flex-1 border-0 bg-transparent px-0.5 py-1 [font:inherit] leading-normal text-inherit outline-0 placeholder:text-slate-400"
        />
      </div>
      <Popper
        open={popupOpen && anchorEl !== null && options.length > 0}
        anchorEl={anchorEl}
        placement="bottom-start"
        role="presentation"
        className="z-10"
      >
        <ul
          {...getListboxProps()}
          className="my-1.5 box-border max-h-70 w-85 max-w-[calc(100vw-32px)] list-none overflow-auto rounded-[10px] border border-slate-200 bg-white p-1.5 [font-family:inherit] text-sm text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:shadow-black/50"
        >
          {options.map((option, index) => {
            const { key, ...optionProps } = getOptionProps({ option, index }) as React.HTMLAttributes<HTMLLIElement> & {
              key: React.Key;
            };
            return (
              <li
                key={key}
                {...optionProps}
                className="flex cursor-default items-center gap-2.5 rounded-md px-2 py-1.5 [&.Mui-focused]:bg-slate-100 dark:[&.Mui-focused]:bg-slate-800"
              >
                <span
                  aria-hidden="true"
                  className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-blue-100 text-[0.6875rem] font-bold text-blue-800 dark:bg-blue-500/25 dark:text-blue-200"
                >
                  {initials(option.name)}
                </span>
                <span>
                  {option.name}
                  <span className="block text-xs text-slate-500 dark:text-slate-400">{option.email}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </Popper>
    </div>
  );
}

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

function CrossIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="12" height="12">
      <path d="M4.5 4.5l7 7m0-7l-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
