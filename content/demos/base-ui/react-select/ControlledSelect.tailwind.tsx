import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { SelectOption } from '@mui/base/useOption';

const sortOrders = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'rating', label: 'Customer rating' },
  { value: 'newest', label: 'Newest arrivals' },
];

export default function ControlledSelect() {
  const id = React.useId();
  const labelId = React.useId();
  const [sortOrder, setSortOrder] = React.useState<string | null>('rating');

  // Before the options have rendered (on the server, for instance), Select has
  // no label for the value: look it up in the data instead.
  const renderValue = (option: SelectOption<string> | null) =>
    option?.label ?? sortOrders.find((order) => order.value === sortOrder)?.label ?? null;

  return (
    <div className="flex w-65 max-w-full flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <label id={labelId} htmlFor={id} className="text-sm font-semibold text-slate-700 dark:text-slate-300">
          Sort by
        </label>
        <Select
          id={id}
          value={sortOrder}
          onChange={(_event, newValue) => setSortOrder(newValue)}
          renderValue={renderValue}
          placeholder="Choose an order…"
          className={triggerClassName}
          slotProps={{ popup: { className: 'z-10' }, listbox: { className: listboxClassName, 'aria-labelledby': labelId } }}
        >
          {sortOrders.map((order) => (
            <Option key={order.value} value={order.value} className={optionClassName}>
              {order.label}
            </Option>
          ))}
        </Select>
      </div>
      <div className="flex items-center justify-between gap-3">
        <p className="m-0 text-sm text-slate-600 dark:text-slate-400">
          Value: <code className="text-[0.8125rem]">{sortOrder === null ? 'null' : `'${sortOrder}'`}</code>
        </p>
        <button
          type="button"
          onClick={() => setSortOrder(null)}
          disabled={sortOrder === null}
          className="cursor-pointer rounded-lg border border-blue-200 bg-transparent px-3 py-1 [font-family:inherit] text-[0.8125rem] font-semibold text-blue-700 hover:bg-blue-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-300 disabled:cursor-not-allowed disabled:opacity-50 dark:border-blue-900 dark:text-blue-300 dark:hover:bg-blue-500/15"
        >
          Clear
        </button>
      </div>
    </div>
  );
}

const triggerClassName = [
  'flex min-h-10 w-full cursor-pointer items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-start [font-family:inherit] text-sm leading-normal text-slate-900 shadow-xs transition-colors hover:border-slate-400',
  "after:shrink-0 after:border-x-[5px] after:border-t-[5px] after:border-x-transparent after:border-t-current after:transition-transform after:content-['']",
  '[&.base--expanded]:border-blue-700 [&.base--expanded]:after:rotate-180',
  '[&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-300',
  'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:shadow-none dark:hover:border-slate-500 dark:[&.base--expanded]:border-blue-400',
].join(' ');

const listboxClassName =
  'my-1.5 box-border max-h-70 min-w-65 list-none overflow-auto rounded-[10px] border border-slate-200 bg-white p-1.5 [font-family:inherit] text-sm text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:shadow-black/50';

const optionClassName = [
  'cursor-default rounded-md px-2.5 py-2 outline-none',
  '[&.base-Option-highlighted]:bg-slate-100 dark:[&.base-Option-highlighted]:bg-slate-800',
  '[&.base--selected]:bg-blue-50 [&.base--selected]:font-semibold [&.base--selected]:text-blue-700',
  'dark:[&.base--selected]:bg-blue-500/15 dark:[&.base--selected]:text-blue-300',
].join(' ');
