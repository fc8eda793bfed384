import * as React from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';

export default function BasicPopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);

  return (
    <div>
      <Button
        variant="outlined"
        aria-describedby={open ? 'opening-hours' : undefined}
        onClick={(event) => setAnchorEl(anchorEl ? null : event.currentTarget)}
      >
        {open ? 'Hide' : 'Show'} opening hours
      </Button>
      <Popper id="opening-hours" open={open} anchorEl={anchorEl} transition sx={{ zIndex: 'modal' }}>
        {({ TransitionProps }) => (
          <Fade {...TransitionProps} timeout={250}>
            <Paper elevation={6} sx={{ p: 2, mt: 1 }}>
              Monday to Friday, 9:00 to 18:00
            </Paper>
          </Fade>
        )}
      </Popper>
    </div>
  );
}
