import * as React from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

const speeds = ['0.75×', 'Normal', '1.25×', '1.5×', '2×'];

export default function FadeMenu() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [speed, setSpeed] = React.useState('Normal');
  const open = Boolean(anchorEl);

  return (
    <div>
      <Button
        id="speed-button"
        aria-controls={open ? 'speed-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event: React.MouseEvent<HTMLElement>) => setAnchorEl(event.currentTarget)}
      >
        Playback speed: {speed}
      </Button>
      <Menu
        id="speed-menu"
        MenuListProps={{ 'aria-labelledby': 'speed-button' }}
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        TransitionComponent={Fade}
      >
        {speeds.map((option) => (
          <MenuItem
            key={option}
            selected={option === speed}
            onClick={() => {
              setSpeed(option);
              setAnchorEl(null);
            }}
          >
            {option}
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
