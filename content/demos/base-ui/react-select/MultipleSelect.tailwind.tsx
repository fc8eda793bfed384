import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { SelectOption } from '@mui/base/useOption';

const skills = ['TypeScript', 'React', 'Node.js', 'GraphQL', 'PostgreSQL', 'Rust', 'Go', 'Kubernetes'];

export default function MultipleSelect() {
  const id = React.useId();
  const labelId = React.useId();
  return (
    <div className="flex w-80 max-w-full flex-col gap-1.5">
      <label id={labelId} htmlFor={id} className="text-sm font-semibold text-slate-700 dark:text-slate-300">
        Required skills
      </label>
      <Select
        multiple
        id={id}
        defaultValue={[] as string[]}
        placeholder="Any skill"
        renderValue={renderChips}
        className={triggerClassName}
        slotProps={{ popup: { className: 'z-10' }, listbox: { className: listboxClassName, 'aria-labelledby': labelId } }}
      >
        {skills.map((skill) => (
          <Option key={skill} value={skill} label={skill} className={optionClassName}>
            <CheckIcon />
            {skill}
          </Option>
        ))}
      </Select>
    </div>
  );
}

// With `multiple`, renderValue receives an array of the selected options.
// An empty array returns null, so the placeholder shows instead.
function renderChips(selected: SelectOption<string>[]) {
  if (selected.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {selected.map((option) => (
        <span
          key={option.value}
          className="rounded-full bg-blue-100 px-2 py-px text-xs leading-normal font-semibold text-blue-800 dark:bg-blue-500/25 dark:text-blue-200"
        >
          {option.label}
        </span>
      ))}
    </span>
  );
}

// The box turns into a filled check mark when its option has base--selected
// (the option is the Tailwind `group`).
function CheckIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className="box-border size-4.5 shrink-0 rounded-[5px] border-[1.5px] border-slate-400 p-px text-transparent group-[.base--selected]:border-blue-700 group-[.base--selected]:bg-blue-700 group-[.base--selected]:text-white dark:border-slate-500 dark:group-[.base--selected]:border-blue-400 dark:group-[.base--selected]:bg-blue-400 dark:group-[.base--selected]:text-slate-900"
    >
      <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const triggerClassName = [
  'flex min-h-10 w-full cursor-pointer items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 py-[7px] text-start [font-family:inherit] text-sm leading-normal text-slate-900 shadow-xs transition-colors hover:border-slate-400',
  "after:shrink-0 after:border-x-[5px] after:border-t-[5px] after:border-x-transparent after:border-t-current after:transition-transform after:content-['']",
  '[&.base--expanded]:border-blue-700 [&.base--expanded]:after:rotate-180',
  '[&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-300',
  'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:shadow-none dark:hover:border-slate-500 dark:[&.base--expanded]:border-blue-400',
].join(' ');

const listboxClassName =
  'my-1.5 box-border max-h-70 min-w-65 sm:min-w-80 list-none overflow-auto rounded-[10px] border border-slate-200 bg-white p-1.5 [font-family:inherit] text-sm text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:shadow-black/50';

const optionClassName = [
  'group flex cursor-default items-center gap-2.5 rounded-md px-2.5 py-[7px] outline-none',
  '[&.base-Option-highlighted]:bg-slate-100 dark:[&.base-Option-highlighted]:bg-slate-800',
].join(' ');
