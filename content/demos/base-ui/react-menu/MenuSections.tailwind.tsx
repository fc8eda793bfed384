import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';

const item = 'flex cursor-default items-center justify-between gap-6 rounded-lg px-3 py-2 select-none focus:outline-none';
const regular = `${item} focus:bg-blue-50 focus:text-blue-900 dark:focus:bg-blue-900 dark:focus:text-blue-100 [&.base--disabled]:text-slate-400 [&.base--disabled]:focus:bg-slate-50 [&.base--disabled]:focus:text-slate-400 dark:[&.base--disabled]:text-slate-500 dark:[&.base--disabled]:focus:bg-transparent dark:[&.base--disabled]:focus:text-slate-500`;
const danger = `${item} text-red-700 focus:bg-red-50 focus:text-red-800 dark:text-red-300 dark:focus:bg-red-950 dark:focus:text-red-200`;
const shortcut = 'text-xs text-slate-500 dark:text-slate-400';
const separator = 'my-1.5 h-px bg-slate-200 dark:bg-slate-700';

export default function MenuSections() {
  const [lastAction, setLastAction] = React.useState('PDF, 248 KB');
  const run = (action: string) => () => setLastAction(action);

  return (
    <div className="box-border flex w-full max-w-[420px] items-center justify-between gap-3 rounded-xl border border-solid border-slate-200 bg-white py-2 ps-4 pe-2 dark:border-slate-700 dark:bg-slate-900">
      <div>
        <p className="m-0 text-sm font-medium text-slate-800 dark:text-slate-200">Invoice INV-2041.pdf</p>
        <p aria-live="polite" className="mt-0.5 mb-0 text-xs text-slate-500 dark:text-slate-400">
          {lastAction}
        </p>
      </div>
      <Dropdown>
        <MenuButton
          aria-label="Actions for Invoice INV-2041.pdf"
          className="inline-flex h-9 w-9 cursor-pointer items-center justify-center rounded-lg border border-solid border-transparent bg-transparent p-0 text-slate-600 hover:border-slate-300 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-300 dark:text-slate-300 dark:hover:border-slate-600 dark:hover:bg-slate-800 dark:hover:text-slate-50 [&.base--expanded]:border-slate-300 [&.base--expanded]:bg-slate-100 dark:[&.base--expanded]:border-slate-600 dark:[&.base--expanded]:bg-slate-800"
        >
          <svg width="20" height="20" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
            <circle cx="10" cy="4" r="1.75" />
            <circle cx="10" cy="10" r="1.75" />
            <circle cx="10" cy="16" r="1.75" />
          </svg>
        </MenuButton>
        <Menu
          slotProps={{
            root: { strategy: 'fixed', placement: 'bottom-end', offset: 6, className: 'z-[1300]' },
            listbox: {
              className:
                'm-0 box-border min-w-[240px] list-none rounded-xl border border-solid border-slate-200 bg-white p-1.5 [font-family:inherit] text-sm text-slate-800 shadow-lg outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:shadow-black/50',
            },
          }}
        >
          <MenuItem className={regular} label="Rename" aria-keyshortcuts="F2" onClick={run('Rename started')}>
            Rename <span className={shortcut}>F2</span>
          </MenuItem>
          <MenuItem
            className={regular}
            label="Duplicate"
            aria-keyshortcuts="Control+D"
            onClick={run('Copy created: Invoice INV-2041 (copy).pdf')}
          >
            Duplicate <span className={shortcut}>Ctrl+D</span>
          </MenuItem>
          <MenuItem className={regular} onClick={run('Download started')}>
            Download
          </MenuItem>
          <li role="separator" className={separator} />
          <MenuItem className={regular} disabled>
            Restore previous version
          </MenuItem>
          <li role="separator" className={separator} />
          <MenuItem className={danger} label="Delete" aria-keyshortcuts="Delete" onClick={run('Moved to the trash')}>
            Delete <span className={shortcut}>Del</span>
          </MenuItem>
        </Menu>
      </Dropdown>
    </div>
  );
}
