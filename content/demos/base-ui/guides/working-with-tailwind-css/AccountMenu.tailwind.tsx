import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem, MenuItemOwnerState } from '@mui/base/MenuItem';

// MenuItem has no class for the highlighted item, but its owner state has
// `highlighted`: a slotProps function turns it into utility classes.
const itemProps = {
  root: ({ highlighted, disabled }: MenuItemOwnerState) => ({
    className: [
      'cursor-default rounded-md px-3 py-2 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-400',
      highlighted ? 'bg-slate-100 dark:bg-slate-700' : '',
      disabled ? 'text-slate-400 dark:text-slate-500' : '',
    ].join(' '),
  }),
};

export default function AccountMenu() {
  const [lastAction, setLastAction] = React.useState('none yet');
  const item = (label: string) => ({ onClick: () => setLastAction(label), slotProps: itemProps, children: label });
  return (
    <div className="flex flex-wrap items-center gap-4 text-sm">
      <Dropdown>
        <MenuButton className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3.5 py-2 [font-family:inherit] text-sm font-semibold text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-300 [&.base--expanded]:border-blue-700 dark:[&.base--expanded]:border-blue-400">
          My account
        </MenuButton>
        <Menu
          // The menu renders in a portal: its classes reach it through slotProps.
          slotProps={{
            root: { className: 'z-[1000]' },
            listbox: {
              className:
                'my-1.5 box-border min-w-[200px] list-none rounded-[10px] border border-slate-200 bg-white p-1.5 text-sm text-slate-900 shadow-lg outline-0 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200',
            },
          }}
        >
          <MenuItem {...item('Profile')} />
          <MenuItem {...item('Billing')} />
          <MenuItem {...item('Keyboard shortcuts')} />
          <MenuItem {...item('Sign out')} />
        </Menu>
      </Dropdown>
      <p className="m-0 text-slate-600 dark:text-slate-300">Last action: {lastAction}</p>
    </div>
  );
}
