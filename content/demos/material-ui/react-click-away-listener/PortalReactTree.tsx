import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import Switch from '@mui/material/Switch';

export default function PortalReactTree() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [domOnly, setDomOnly] = React.useState<boolean>(false);

  return (
    <Box sx={{ textAlign: 'center' }}>
      <FormControlLabel
        control={<Switch checked={domOnly} onChange={(event) => setDomOnly(event.target.checked)} />}
        label="disableReactTree"
      />
      <ClickAwayListener disableReactTree={domOnly} onClickAway={() => setOpen(false)}>
        <Box>
          <Button variant="contained" onClick={() => setOpen(true)}>
            Open portaled note
          </Button>
          {open ? (
            <Portal>
              <Paper elevation={8} sx={{ position: 'fixed', bottom: 24, right: 24, zIndex: 'modal', width: 260, p: 2 }}>
                This note lives in document.body. Click it: with disableReactTree on, the click counts as outside.
              </Paper>
            </Portal>
          ) : null}
        </Box>
      </ClickAwayListener>
    </Box>
  );
}
