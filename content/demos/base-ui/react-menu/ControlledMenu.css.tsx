import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';

const sortOrders = ['Newest first', 'Oldest first', 'Most replies'];

type OpenChangeEvent = React.MouseEvent | React.KeyboardEvent | React.FocusEvent | null;

// Names what caused a change, from the event `onOpenChange` receives.
function describe(event: OpenChangeEvent) {
  if (event === null) return 'from code';
  if ('key' in event) return `with the ${event.key === ' ' ? 'Space' : event.key} key`;
  if (event.type === 'blur') return 'because focus left the menu';
  return `with a ${event.type}`;
}

// The rules are in ControlledMenu.css.
export default function ControlledMenu() {
  const [open, setOpen] = React.useState(false);
  const [sortOrder, setSortOrder] = React.useState(sortOrders[0]);
  const [lastChange, setLastChange] = React.useState('none yet');

  const handleOpenChange = (event: OpenChangeEvent, isOpen: boolean) => {
    setOpen(isOpen);
    setLastChange(`${isOpen ? 'opened' : 'closed'} ${describe(event)}`);
  };

  return (
    <div className="controlled-menu">
      <Dropdown open={open} onOpenChange={handleOpenChange}>
        <MenuButton className="controlled-menu-button">Sort comments</MenuButton>
        <Menu
          slotProps={{
            root: { strategy: 'fixed', className: 'controlled-menu-popup' },
            listbox: { className: 'controlled-menu-listbox' },
          }}
        >
          {sortOrders.map((order) => (
            <MenuItem
              key={order}
              role="menuitemradio"
              aria-checked={order === sortOrder}
              onClick={() => setSortOrder(order)}
              className="controlled-menu-item"
            >
              <span aria-hidden="true" className="controlled-menu-check">
                {order === sortOrder ? '✓' : ''}
              </span>
              {order}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <p className="controlled-menu-status">
        <span>Sorted by: {sortOrder}</span>
        <span aria-live="polite">Last change: {lastChange}</span>
      </p>
    </div>
  );
}
