import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { OptionGroup, OptionGroupProps } from '@mui/base/OptionGroup';

const regions = [
  {
    name: 'Americas',
    zones: [
      { id: 'America/New_York', city: 'New York' },
      { id: 'America/Chicago', city: 'Chicago' },
      { id: 'America/Denver', city: 'Denver' },
      { id: 'America/Los_Angeles', city: 'Los Angeles' },
      { id: 'America/Mexico_City', city: 'Mexico City' },
      { id: 'America/Sao_Paulo', city: 'São Paulo' },
    ],
  },
  {
    name: 'Europe and Africa',
    zones: [
      { id: 'Europe/London', city: 'London' },
      { id: 'Europe/Paris', city: 'Paris' },
      { id: 'Europe/Berlin', city: 'Berlin' },
      { id: 'Africa/Lagos', city: 'Lagos' },
      { id: 'Africa/Johannesburg', city: 'Johannesburg' },
    ],
  },
  {
    name: 'Asia and Pacific',
    zones: [
      { id: 'Asia/Dubai', city: 'Dubai' },
      { id: 'Asia/Kolkata', city: 'Kolkata' },
      { id: 'Asia/Singapore', city: 'Singapore' },
      { id: 'Asia/Tokyo', city: 'Tokyo' },
      { id: 'Australia/Sydney', city: 'Sydney' },
    ],
  },
];

export default function GroupedSelect() {
  const id = React.useId();
  const labelId = React.useId();
  return (
    <div className="flex w-65 max-w-full flex-col gap-1.5">
      <label id={labelId} htmlFor={id} className="text-sm font-semibold text-slate-700 dark:text-slate-300">
        Time zone
      </label>
      <Select
        id={id}
        placeholder="Choose a time zone…"
        className={triggerClassName}
        slotProps={{ popup: { className: 'z-10' }, listbox: { className: listboxClassName, 'aria-labelledby': labelId } }}
      >
        {regions.map((region) => (
          <Group key={region.name} label={region.name}>
            {region.zones.map((zone) => (
              <Option key={zone.id} value={zone.id} className={optionClassName}>
                {zone.city}
              </Option>
            ))}
          </Group>
        ))}
      </Select>
    </div>
  );
}

// OptionGroup renders <li><span>label</span><ul>options</ul></li> with no ARIA
// roles: give the group role="group" and name it with its label.
function Group(props: OptionGroupProps & { label: string }) {
  const labelId = React.useId();
  return (
    <OptionGroup
      {...props}
      className="list-none"
      slotProps={{
        root: { role: 'group', 'aria-labelledby': labelId },
        label: {
          id: labelId,
          className: 'block px-2.5 pt-2.5 pb-1 text-xs font-bold tracking-[0.04em] text-slate-500 uppercase dark:text-slate-400',
        },
        list: { role: 'presentation', className: 'm-0 list-none p-0' },
      }}
    />
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
  'my-1.5 box-border max-h-75 min-w-65 list-none overflow-auto rounded-[10px] border border-slate-200 bg-white p-1.5 [font-family:inherit] text-sm text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:shadow-black/50';

const optionClassName = [
  'cursor-default rounded-md px-2.5 py-[7px] outline-none',
  '[&.base-Option-highlighted]:bg-slate-100 dark:[&.base-Option-highlighted]:bg-slate-800',
  '[&.base--selected]:bg-blue-50 [&.base--selected]:font-semibold [&.base--selected]:text-blue-700',
  'dark:[&.base--selected]:bg-blue-500/15 dark:[&.base--selected]:text-blue-300',
].join(' ');
