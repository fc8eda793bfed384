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

export default function ControlledMenu() {
  const [open, setOpen] = React.useState(false);
  const [sortOrder, setSortOrder] = React.useState(sortOrders[0]);
  const [lastChange, setLastChange] = React.useState('none yet');

  const handleOpenChange = (event: OpenChangeEvent, isOpen: boolean) => {
    setOpen(isOpen);
    setLastChange(`${isOpen ? 'opened' : 'closed'} ${describe(event)}`);
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      <Dropdown open={open} onOpenChange={handleOpenChange}>
        <MenuButton className="cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-4 py-2 [font-family:inherit] text-sm leading-normal font-semibold text-slate-800 hover:border-slate-400 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-300 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-slate-500 dark:hover:bg-slate-800 [&.base--expanded]:border-slate-400 [&.base--expanded]:bg-slate-50 dark:[&.base--expanded]:border-slate-500 dark:[&.base--expanded]:bg-slate-800">
          Sort comments
        </MenuButton>
        <Menu
          slotProps={{
            root: { strategy: 'fixed', className: 'z-[1300]' },
            listbox: {
              className:
                'my-1.5 box-border min-w-[200px] list-none rounded-xl border border-solid border-slate-200 bg-white p-1.5 [font-family:inherit] text-sm text-slate-800 shadow-lg outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:shadow-black/50',
            },
          }}
        >
          {sortOrders.map((order) => (
            <MenuItem
              key={order}
              role="menuitemradio"
              aria-checked={order === sortOrder}
              onClick={() => setSortOrder(order)}
              className="flex cursor-default items-center gap-2 rounded-lg py-2 ps-2 pe-3 select-none focus:bg-blue-50 focus:text-blue-900 focus:outline-none aria-checked:font-semibold dark:focus:bg-blue-900 dark:focus:text-blue-100"
            >
              <span aria-hidden="true" className="w-4 text-center text-blue-700 dark:text-blue-300">
                {order === sortOrder ? '✓' : ''}
              </span>
              {order}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <p className="m-0 flex flex-col gap-0.5 text-sm text-slate-600 dark:text-slate-300">
        <span>Sorted by: {sortOrder}</span>
        <span aria-live="polite">Last change: {lastChange}</span>
      </p>
    </div>
  );
}
