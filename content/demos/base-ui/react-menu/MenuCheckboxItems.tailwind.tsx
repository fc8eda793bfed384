import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';

const options = [
  { key: 'ruler', label: 'Show ruler' },
  { key: 'grid', label: 'Show grid' },
  { key: 'snap', label: 'Snap to grid' },
] as const;

type Option = (typeof options)[number]['key'];
type Settings = Record<Option, boolean>;

const defaults: Settings = { ruler: true, grid: false, snap: true };

// Base UI closes the menu after a click on an item unless the click handler
// sets `defaultMuiPrevented` on the event.
type CancellableEvent = React.MouseEvent & { defaultMuiPrevented?: boolean };

const itemClassName =
  'flex cursor-default items-center gap-2 rounded-lg py-2 ps-2 pe-3 select-none focus:bg-blue-50 focus:text-blue-900 focus:outline-none dark:focus:bg-blue-900 dark:focus:text-blue-100';
const checkClassName = 'w-4 text-center text-blue-700 dark:text-blue-300';

export default function MenuCheckboxItems() {
  const [settings, setSettings] = React.useState<Settings>(defaults);
  const toggle = (key: Option) => (event: CancellableEvent) => {
    event.defaultMuiPrevented = true;
    setSettings((current) => ({ ...current, [key]: !current[key] }));
  };
  const enabled = options.filter((option) => settings[option.key]).map((option) => option.label);

  return (
    <div className="flex items-center gap-4">
      <Dropdown>
        <MenuButton className="cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-4 py-2 [font-family:inherit] text-sm leading-normal font-semibold text-slate-800 hover:border-slate-400 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-300 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-slate-500 dark:hover:bg-slate-800 [&.base--expanded]:border-slate-400 [&.base--expanded]:bg-slate-50 dark:[&.base--expanded]:border-slate-500 dark:[&.base--expanded]:bg-slate-800">
          View
        </MenuButton>
        <Menu
          slotProps={{
            root: { strategy: 'fixed', placement: 'bottom-start', className: 'z-[1300]' },
            listbox: {
              className:
                'my-1.5 box-border min-w-[200px] list-none rounded-xl border border-solid border-slate-200 bg-white p-1.5 [font-family:inherit] text-sm text-slate-800 shadow-lg outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:shadow-black/50',
            },
          }}
        >
          {options.map((option) => (
            <MenuItem
              key={option.key}
              role="menuitemcheckbox"
              aria-checked={settings[option.key]}
              onClick={toggle(option.key)}
              className={itemClassName}
            >
              <span aria-hidden="true" className={checkClassName}>
                {settings[option.key] ? '✓' : ''}
              </span>
              {option.label}
            </MenuItem>
          ))}
          <li role="separator" className="my-1.5 h-px bg-slate-200 dark:bg-slate-700" />
          <MenuItem onClick={() => setSettings(defaults)} className={itemClassName}>
            <span aria-hidden="true" className={checkClassName} />
            Reset view
          </MenuItem>
        </Menu>
      </Dropdown>
      <p aria-live="polite" className="m-0 text-sm text-slate-600 dark:text-slate-300">
        {enabled.length ? enabled.join(', ') : 'All view options off'}
      </p>
    </div>
  );
}
