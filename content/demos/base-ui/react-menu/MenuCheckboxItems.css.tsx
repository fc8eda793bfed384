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

// The rules are in MenuCheckboxItems.css.
export default function MenuCheckboxItems() {
  const [settings, setSettings] = React.useState<Settings>(defaults);
  const toggle = (key: Option) => (event: CancellableEvent) => {
    event.defaultMuiPrevented = true;
    setSettings((current) => ({ ...current, [key]: !current[key] }));
  };
  const enabled = options.filter((option) => settings[option.key]).map((option) => option.label);

  return (
    <div className="checkbox-menu">
      <Dropdown>
        <MenuButton className="checkbox-menu-button">View</MenuButton>
        <Menu
          slotProps={{
            root: { strategy: 'fixed', placement: 'bottom-start', className: 'checkbox-menu-popup' },
            listbox: { className: 'checkbox-menu-listbox' },
          }}
        >
          {options.map((option) => (
            <MenuItem
              key={option.key}
              role="menuitemcheckbox"
              aria-checked={settings[option.key]}
              onClick={toggle(option.key)}
              className="checkbox-menu-item"
            >
              <span aria-hidden="true" className="checkbox-menu-check">
                {settings[option.key] ? '✓' : ''}
              </span>
              {option.label}
            </MenuItem>
          ))}
          <li role="separator" className="checkbox-menu-separator" />
          <MenuItem onClick={() => setSettings(defaults)} className="checkbox-menu-item">
            <span aria-hidden="true" className="checkbox-menu-check" />
            Reset view
          </MenuItem>
        </Menu>
      </Dropdown>
      <p aria-live="polite" className="checkbox-menu-status">
        {enabled.length ? enabled.join(', ') : 'All view options off'}
      </p>
    </div>
  );
}
