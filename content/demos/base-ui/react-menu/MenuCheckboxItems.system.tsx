import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton, menuButtonClasses } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import { styled } from '@mui/system';

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

export default function MenuCheckboxItems() {
  const [settings, setSettings] = React.useState<Settings>(defaults);
  const toggle = (key: Option) => (event: CancellableEvent) => {
    event.defaultMuiPrevented = true;
    setSettings((current) => ({ ...current, [key]: !current[key] }));
  };
  const enabled = options.filter((option) => settings[option.key]).map((option) => option.label);

  return (
    <Stack>
      <Dropdown>
        <TriggerButton>View</TriggerButton>
        <Menu slots={{ root: Popup, listbox: Listbox }} slotProps={{ root: { strategy: 'fixed', placement: 'bottom-start' } }}>
          {options.map((option) => (
            <Item key={option.key} role="menuitemcheckbox" aria-checked={settings[option.key]} onClick={toggle(option.key)}>
              <Check aria-hidden="true">{settings[option.key] ? '✓' : ''}</Check>
              {option.label}
            </Item>
          ))}
          <Separator role="separator" />
          <Item onClick={() => setSettings(defaults)}>
            <Check aria-hidden="true" />
            Reset view
          </Item>
        </Menu>
      </Dropdown>
      <Status aria-live="polite">{enabled.length ? enabled.join(', ') : 'All view options off'}</Status>
    </Stack>
  );
}

const Stack = styled('div')({
  display: 'flex',
  alignItems: 'center',
  gap: 16,
});

const Status = styled('p')`
  margin: 0;
  font-size: 0.875rem;
  color: #475569;

  [data-mui-color-scheme='dark'] & {
    color: #cbd5e1;
  }
`;

const TriggerButton = styled(MenuButton)`
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  line-height: 1.5;
  padding: 8px 16px;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  background-color: #fff;
  color: #1e293b;
  cursor: pointer;

  &:hover,
  &.${menuButtonClasses.expanded} {
    border-color: #94a3b8;
    background-color: #f8fafc;
  }

  &:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #475569;
    background-color: #0f172a;
    color: #e2e8f0;
  }

  [data-mui-color-scheme='dark'] &:hover,
  [data-mui-color-scheme='dark'] &.${menuButtonClasses.expanded} {
    border-color: #64748b;
    background-color: #1e293b;
  }
`;

const Popup = styled('div')({
  zIndex: 1300,
});

const Listbox = styled('ul')`
  font-family: inherit;
  font-size: 0.875rem;
  box-sizing: border-box;
  min-width: 200px;
  margin: 6px 0;
  padding: 6px;
  list-style: none;
  border: 1px solid #e2e8f0;
  border-radius: 12px;
  background-color: #fff;
  color: #1e293b;
  box-shadow: 0 8px 24px rgb(15 23 42 / 0.12);
  outline: none;

  [data-mui-color-scheme='dark'] & {
    border-color: #334155;
    background-color: #0f172a;
    color: #e2e8f0;
    box-shadow: 0 8px 24px rgb(0 0 0 / 0.5);
  }
`;

const Item = styled(MenuItem)`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 12px 8px 8px;
  border-radius: 8px;
  cursor: default;
  user-select: none;

  &:focus {
    outline: none;
    background-color: #eff6ff;
    color: #1e3a8a;
  }

  [data-mui-color-scheme='dark'] &:focus {
    background-color: #1e3a8a;
    color: #dbeafe;
  }
`;

const Check = styled('span')`
  width: 16px;
  text-align: center;
  color: #1d4ed8;

  [data-mui-color-scheme='dark'] & {
    color: #93c5fd;
  }
`;

const Separator = styled('li')`
  height: 1px;
  margin: 6px 0;
  background-color: #e2e8f0;

  [data-mui-color-scheme='dark'] & {
    background-color: #334155;
  }
`;
