import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';

// The rules are in MenuSections.css.
export default function MenuSections() {
  const [lastAction, setLastAction] = React.useState('PDF, 248 KB');
  const run = (action: string) => () => setLastAction(action);

  return (
    <div className="menu-sections">
      <div>
        <p className="menu-sections-name">Invoice INV-2041.pdf</p>
        <p aria-live="polite" className="menu-sections-meta">
          {lastAction}
        </p>
      </div>
      <Dropdown>
        <MenuButton aria-label="Actions for Invoice INV-2041.pdf" className="menu-sections-button">
          <svg width="20" height="20" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
            <circle cx="10" cy="4" r="1.75" />
            <circle cx="10" cy="10" r="1.75" />
            <circle cx="10" cy="16" r="1.75" />
          </svg>
        </MenuButton>
        <Menu
          slotProps={{
            root: { strategy: 'fixed', placement: 'bottom-end', offset: 6, className: 'menu-sections-popup' },
            listbox: { className: 'menu-sections-listbox' },
          }}
        >
          <MenuItem className="menu-sections-item" label="Rename" aria-keyshortcuts="F2" onClick={run('Rename started')}>
            Rename <span className="menu-sections-shortcut">F2</span>
          </MenuItem>
          <MenuItem
            className="menu-sections-item"
            label="Duplicate"
            aria-keyshortcuts="Control+D"
            onClick={run('Copy created: Invoice INV-2041 (copy).pdf')}
          >
            Duplicate <span className="menu-sections-shortcut">Ctrl+D</span>
          </MenuItem>
          <MenuItem className="menu-sections-item" onClick={run('Download started')}>
            Download
          </MenuItem>
          <li role="separator" className="menu-sections-separator" />
          <MenuItem className="menu-sections-item" disabled>
            Restore previous version
          </MenuItem>
          <li role="separator" className="menu-sections-separator" />
          <MenuItem
            className="menu-sections-item menu-sections-danger"
            label="Delete"
            aria-keyshortcuts="Delete"
            onClick={run('Moved to the trash')}
          >
            Delete <span className="menu-sections-shortcut">Del</span>
          </MenuItem>
        </Menu>
      </Dropdown>
    </div>
  );
}
