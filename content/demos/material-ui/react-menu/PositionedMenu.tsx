import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

const statuses = ['Available', 'Busy', 'Be right back', 'Appear away'];

export default function PositionedMenu() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [status, setStatus] = React.useState('Available');
  const open = Boolean(anchorEl);

  const choose = (option: string) => {
    setStatus(option);
    setAnchorEl(null);
  };

  return (
    <div>
      <Button
        id="status-button"
        variant="outlined"
        aria-controls={open ? 'status-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event: React.MouseEvent<HTMLElement>) => setAnchorEl(event.currentTarget)}
      >
        Status: {status}
      </Button>
      <Menu
        id="status-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        MenuListProps={{ 'aria-labelledby': 'status-button' }}
        // The menu's bottom-left corner sits on the button's top-left corner: it opens upward, over the button.
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        {statuses.map((option) => (
          <MenuItem key={option} selected={option === status} onClick={() => choose(option)}>
            {option}
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
