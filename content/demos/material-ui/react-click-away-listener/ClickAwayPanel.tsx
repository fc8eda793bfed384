import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function ClickAwayPanel() {
  const [open, setOpen] = React.useState<boolean>(false);

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Box sx={{ position: 'relative' }}>
        <Button variant="outlined" aria-expanded={open} aria-controls="delivery-panel" onClick={() => setOpen((value) => !value)}>
          Delivery options
        </Button>
        {open ? (
          <Paper id="delivery-panel" elevation={4} sx={{ position: 'absolute', top: 44, left: 0, zIndex: 1, width: 240, p: 2 }}>
            <Typography variant="body2">Standard delivery takes 3 to 5 days. Click anywhere outside this panel to close it.</Typography>
          </Paper>
        ) : null}
      </Box>
    </ClickAwayListener>
  );
}
