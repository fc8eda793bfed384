import * as React from 'react';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function TriggersTooltips() {
  const [open, setOpen] = React.useState(false);

  return (
    <Stack direction="row" spacing={2} justifyContent="center" flexWrap="wrap" useFlexGap>
      <Tooltip title="Opens on hover and touch, not on focus" disableFocusListener>
        <Button>Hover or touch</Button>
      </Tooltip>
      <Tooltip title="Opens on focus and touch, not on hover" disableHoverListener>
        <Button>Focus or touch</Button>
      </Tooltip>
      <Tooltip title="Opens on hover and focus, not on touch" disableTouchListener>
        <Button>Hover or focus</Button>
      </Tooltip>
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        {/* The listener needs a child that holds a ref. */}
        <div>
          <Tooltip
            title="Opened by a click; click elsewhere to close"
            open={open}
            onClose={() => setOpen(false)}
            disableFocusListener
            disableHoverListener
            disableTouchListener
            PopperProps={{ disablePortal: true }}
          >
            <Button variant="outlined" onClick={() => setOpen((prev) => !prev)}>
              Click
            </Button>
          </Tooltip>
        </div>
      </ClickAwayListener>
    </Stack>
  );
}
