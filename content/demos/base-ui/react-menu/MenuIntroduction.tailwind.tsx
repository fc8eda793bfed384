import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';

const itemClassName =
  'cursor-default rounded-lg px-3 py-2 select-none focus:bg-blue-50 focus:text-blue-900 focus:outline-none dark:focus:bg-blue-900 dark:focus:text-blue-100';

export default function MenuIntroduction() {
  const [lastAction, setLastAction] = React.useState<string | null>(null);
  const run = (action: string) => () => setLastAction(action);

  return (
    <div className="flex items-center gap-4">
      <Dropdown>
        <MenuButton className="cursor-pointer rounded-lg border border-solid border-blue-800 bg-blue-700 px-4 py-2 [font-family:inherit] text-sm leading-normal font-semibold text-white hover:bg-blue-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-300 [&.base--expanded]:bg-blue-800 dark:border-blue-300 dark:bg-blue-400 dark:text-slate-900 dark:hover:bg-blue-300 dark:[&.base--expanded]:bg-blue-300">
          Share
        </MenuButton>
        {/* The menu renders in a portal at the end of <body>; class names given
            through slotProps reach it there. */}
        <Menu
          slotProps={{
            root: { strategy: 'fixed', className: 'z-[1300]' },
            listbox: {
              className:
                'my-1.5 box-border min-w-[200px] list-none rounded-xl border border-solid border-slate-200 bg-white p-1.5 [font-family:inherit] text-sm text-slate-800 shadow-lg outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:shadow-black/50',
            },
          }}
        >
          <MenuItem className={itemClassName} onClick={run('Link copied')}>
            Copy link
          </MenuItem>
          <MenuItem className={itemClassName} onClick={run('Invitation sent to Priya Raman')}>
            Email to a colleague
          </MenuItem>
          <MenuItem className={itemClassName} onClick={run('Exported Q3 roadmap.pdf')}>
            Export as PDF
          </MenuItem>
        </Menu>
      </Dropdown>
      <p aria-live="polite" className="m-0 text-sm text-slate-600 dark:text-slate-300">
        {lastAction ?? 'No action yet'}
      </p>
    </div>
  );
}
