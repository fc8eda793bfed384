import * as React from 'react';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

export default function BasicPopover() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const open = Boolean(anchorEl);

  return (
    <div>
      <Button
        variant="contained"
        aria-describedby={open ? 'parking-popover' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Parking info
      </Button>
      <Popover
        id="parking-popover"
        open={open}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Typography sx={{ p: 2, maxWidth: 260 }}>Level -2 is free for visitors for the first two hours.</Typography>
      </Popover>
    </div>
  );
}
