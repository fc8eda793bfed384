import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton, menuButtonClasses } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import { styled } from '@mui/system';

const sortOrders = ['Newest first', 'Oldest first', 'Most replies'];

type OpenChangeEvent = React.MouseEvent | React.KeyboardEvent | React.FocusEvent | null;

// Names what caused a change, from the event `onOpenChange` receives.
function describe(event: OpenChangeEvent) {
  if (event === null) return 'from code';
  if ('key' in event) return `with the ${event.key === ' ' ? 'Space' : event.key} key`;
  if (event.type === 'blur') return 'because focus left the menu';
  return `with a ${event.type}`;
}

export default function ControlledMenu() {
  const [open, setOpen] = React.useState(false);
  const [sortOrder, setSortOrder] = React.useState(sortOrders[0]);
  const [lastChange, setLastChange] = React.useState('none yet');

  const handleOpenChange = (event: OpenChangeEvent, isOpen: boolean) => {
    setOpen(isOpen);
    setLastChange(`${isOpen ? 'opened' : 'closed'} ${describe(event)}`);
  };

  return (
    <Stack>
      <Dropdown open={open} onOpenChange={handleOpenChange}>
        <TriggerButton>Sort comments</TriggerButton>
        <Menu slots={{ root: Popup, listbox: Listbox }} slotProps={{ root: { strategy: 'fixed' } }}>
          {sortOrders.map((order) => (
            <Item key={order} role="menuitemradio" aria-checked={order === sortOrder} onClick={() => setSortOrder(order)}>
              <Check aria-hidden="true">{order === sortOrder ? '✓' : ''}</Check>
              {order}
            </Item>
          ))}
        </Menu>
      </Dropdown>
      <Status>
        <span>Sorted by: {sortOrder}</span>
        <span aria-live="polite">Last change: {lastChange}</span>
      </Status>
    </Stack>
  );
}

const Stack = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 16,
});

const Status = styled('p')`
  display: flex;
  flex-direction: column;
  gap: 2px;
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

  &[aria-checked='true'] {
    font-weight: 600;
  }

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
