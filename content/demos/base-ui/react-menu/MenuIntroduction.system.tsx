import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton, menuButtonClasses } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import { styled } from '@mui/system';

export default function MenuIntroduction() {
  const [lastAction, setLastAction] = React.useState<string | null>(null);
  const run = (action: string) => () => setLastAction(action);

  return (
    <Stack>
      <Dropdown>
        <TriggerButton>Share</TriggerButton>
        <Menu slots={{ root: Popup, listbox: Listbox }} slotProps={{ root: { strategy: 'fixed' } }}>
          <Item onClick={run('Link copied')}>Copy link</Item>
          <Item onClick={run('Invitation sent to Priya Raman')}>Email to a colleague</Item>
          <Item onClick={run('Exported Q3 roadmap.pdf')}>Export as PDF</Item>
        </Menu>
      </Dropdown>
      <Status aria-live="polite">{lastAction ?? 'No action yet'}</Status>
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
  border: 1px solid #1e40af;
  border-radius: 8px;
  background-color: #1d4ed8;
  color: #fff;
  cursor: pointer;

  &:hover,
  &.${menuButtonClasses.expanded} {
    background-color: #1e40af;
  }

  &:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #93c5fd;
    background-color: #60a5fa;
    color: #0f172a;
  }

  [data-mui-color-scheme='dark'] &:hover,
  [data-mui-color-scheme='dark'] &.${menuButtonClasses.expanded} {
    background-color: #93c5fd;
  }
`;

// The menu renders in a portal at the end of <body>: these styles reach it
// because they belong to the components given as its slots.
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
  padding: 8px 12px;
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
