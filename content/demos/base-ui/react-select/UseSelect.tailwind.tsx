import * as React from 'react';
import { useSelect, SelectProvider } from '@mui/base/useSelect';
import { useOption } from '@mui/base/useOption';
import { Popper } from '@mui/base/Popper';

const priorities = [
  { value: 'urgent', label: 'Urgent', color: '#dc2626' },
  { value: 'high', label: 'High', color: '#ea580c' },
  { value: 'medium', label: 'Medium', color: '#ca8a04' },
  { value: 'low', label: 'Low', color: '#16a34a' },
  { value: 'none', label: 'No priority', color: '#94a3b8' },
];

export default function UseSelect() {
  const labelId = React.useId();
  return (
    <div className="flex w-55 max-w-full flex-col gap-1.5">
      <span id={labelId} className="text-sm font-semibold text-slate-700 dark:text-slate-300">
        Priority
      </span>
      <PrioritySelect labelId={labelId} />
    </div>
  );
}

function PrioritySelect({ labelId }: { labelId: string }) {
  // The button element, for Popper to place the listbox against (Select does the same).
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const { getButtonProps, getListboxProps, contextValue, value, open, buttonFocusVisible } = useSelect<string, false>({
    buttonRef,
    defaultValue: 'medium',
  });
  // The label comes from our own data, so the server renders it too.
  const selected = priorities.find((priority) => priority.value === value);

  return (
    <React.Fragment>
      <button
        {...getButtonProps()}
        type="button"
        aria-labelledby={labelId}
        className={[
          'flex min-h-10 w-full cursor-pointer items-center gap-2.5 rounded-lg border border-slate-300 bg-white px-3 py-2 text-start [font-family:inherit] text-sm leading-normal text-slate-900 shadow-xs hover:border-slate-400',
          "after:ms-auto after:border-x-[5px] after:border-t-[5px] after:border-x-transparent after:border-t-current after:content-['']",
          'aria-expanded:border-blue-700 aria-expanded:after:rotate-180',
          'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:shadow-none dark:aria-expanded:border-blue-400',
          buttonFocusVisible ? 'outline-3 outline-offset-2 outline-blue-300' : '',
        ].join(' ')}
      >
        <span className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: selected?.color }} />
        {selected?.label ?? 'No priority'}
      </button>
      {/* Popper renders in a portal; keepMounted keeps the options mounted, and registered, while the list is closed. */}
      <Popper open={open} anchorEl={buttonRef.current} placement="bottom-start" keepMounted role="presentation" className="z-10">
        <ul
          {...getListboxProps()}
          aria-labelledby={labelId}
          className="my-1.5 box-border w-55 list-none rounded-[10px] border border-slate-200 bg-white p-1.5 [font-family:inherit] text-sm text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:shadow-black/50"
        >
          {/* SelectProvider connects the options to the select's state. */}
          <SelectProvider value={contextValue}>
            {priorities.map((priority) => (
              <PriorityOption key={priority.value} {...priority} />
            ))}
          </SelectProvider>
        </ul>
      </Popper>
    </React.Fragment>
  );
}

function PriorityOption({ value, label, color }: { value: string; label: string; color: string }) {
  const { getRootProps, highlighted, selected } = useOption({ value, label, disabled: false });
  return (
    <li
      {...getRootProps()}
      className={[
        'flex cursor-default items-center gap-2.5 rounded-md px-2.5 py-[7px] outline-none',
        highlighted ? 'bg-slate-100 dark:bg-slate-800' : '',
        selected ? 'font-semibold' : '',
      ].join(' ')}
    >
      <span className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: color }} />
      {label}
    </li>
  );
}
