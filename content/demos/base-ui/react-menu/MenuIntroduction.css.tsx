import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';

// The rules are in MenuIntroduction.css. The menu renders in a portal at the
// end of <body>, so its class names are given through slotProps.
export default function MenuIntroduction() {
  const [lastAction, setLastAction] = React.useState<string | null>(null);
  const run = (action: string) => () => setLastAction(action);

  return (
    <div className="menu-intro">
      <Dropdown>
        <MenuButton className="menu-intro-button">Share</MenuButton>
        <Menu slotProps={{ root: { strategy: 'fixed', className: 'menu-intro-popup' }, listbox: { className: 'menu-intro-listbox' } }}>
          <MenuItem className="menu-intro-item" onClick={run('Link copied')}>
            Copy link
          </MenuItem>
          <MenuItem className="menu-intro-item" onClick={run('Invitation sent to Priya Raman')}>
            Email to a colleague
          </MenuItem>
          <MenuItem className="menu-intro-item" onClick={run('Exported Q3 roadmap.pdf')}>
            Export as PDF
          </MenuItem>
        </Menu>
      </Dropdown>
      <p aria-live="polite" className="menu-intro-status">
        {lastAction ?? 'No action yet'}
      </p>
    </div>
  );
}
