import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { SelectOption } from '@mui/base/useOption';

const colors = [
  { value: 'slate', name: 'Slate', hex: '#64748b' },
  { value: 'red', name: 'Red', hex: '#dc2626' },
  { value: 'amber', name: 'Amber', hex: '#d97706' },
  { value: 'green', name: 'Green', hex: '#16a34a' },
  { value: 'teal', name: 'Teal', hex: '#0d9488' },
  { value: 'blue', name: 'Blue', hex: '#2563eb' },
  { value: 'violet', name: 'Violet', hex: '#7c3aed' },
  { value: 'pink', name: 'Pink', hex: '#db2777' },
];

const swatchClassName = 'size-3.5 shrink-0 rounded-[4px] shadow-[inset_0_0_0_1px_rgb(15_23_42/0.15)]';

function hexOf(value: string) {
  return colors.find((color) => color.value === value)?.hex;
}

// The selected value shows the same swatch as its option.
function renderValue(option: SelectOption<string> | null) {
  if (option === null) return null;
  return (
    <span className="flex items-center gap-2.5">
      <span className={swatchClassName} style={{ backgroundColor: hexOf(option.value) }} />
      {option.label}
    </span>
  );
}

export default function CustomOptionSelect() {
  const id = React.useId();
  const labelId = React.useId();
  return (
    <div className="flex w-65 max-w-full flex-col gap-1.5">
      <label id={labelId} htmlFor={id} className="text-sm font-semibold text-slate-700 dark:text-slate-300">
        Label color
      </label>
      <Select
        id={id}
        placeholder="No color"
        renderValue={renderValue}
        className={[
          'flex min-h-10 w-full cursor-pointer items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-start [font-family:inherit] text-sm leading-normal text-slate-900 shadow-xs transition-colors hover:border-slate-400',
          "after:shrink-0 after:border-x-[5px] after:border-t-[5px] after:border-x-transparent after:border-t-current after:transition-transform after:content-['']",
          '[&.base--expanded]:border-blue-700 [&.base--expanded]:after:rotate-180',
          '[&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-300',
          'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:shadow-none dark:hover:border-slate-500 dark:[&.base--expanded]:border-blue-400',
        ].join(' ')}
        slotProps={{
          popup: { className: 'z-10' },
          listbox: {
            'aria-labelledby': labelId,
            className:
              'my-1.5 box-border max-h-70 min-w-65 list-none overflow-auto rounded-[10px] border border-slate-200 bg-white p-1.5 [font-family:inherit] text-sm text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:shadow-black/50',
          },
        }}
      >
        {colors.map((color) => (
          // `label` gives keyboard type-ahead and renderValue a plain string,
          // since the children are more than text.
          <Option
            key={color.value}
            value={color.value}
            label={color.name}
            className="flex cursor-default items-center gap-2.5 rounded-md px-2.5 py-[7px] outline-none [&.base--selected]:bg-blue-50 [&.base--selected]:font-semibold [&.base-Option-highlighted]:bg-slate-100 dark:[&.base--selected]:bg-blue-500/15 dark:[&.base-Option-highlighted]:bg-slate-800"
          >
            <span className={swatchClassName} style={{ backgroundColor: color.hex }} />
            {color.name}
            <span className="ms-auto font-mono text-xs text-slate-500 dark:text-slate-400">{color.hex}</span>
          </Option>
        ))}
      </Select>
    </div>
  );
}
