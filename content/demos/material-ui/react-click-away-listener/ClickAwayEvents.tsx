import * as React from 'react';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

type MouseEventName = 'onClick' | 'onMouseDown' | 'onMouseUp' | 'onPointerDown' | 'onPointerUp';

const eventNames: MouseEventName[] = ['onClick', 'onMouseDown', 'onMouseUp', 'onPointerDown', 'onPointerUp'];

export default function ClickAwayEvents() {
  const [mouseEvent, setMouseEvent] = React.useState<MouseEventName>('onMouseDown');
  const [log, setLog] = React.useState<string>('No click-away yet');

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label="mouseEvent"
        value={mouseEvent}
        onChange={(event) => setMouseEvent(event.target.value as MouseEventName)}
        sx={{ minWidth: 180 }}
      >
        {eventNames.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <ClickAwayListener
        mouseEvent={mouseEvent}
        touchEvent="onTouchStart"
        onClickAway={(event) => setLog(`Detected a ${event.type} event`)}
      >
        <Box sx={{ p: 2, width: 220, borderRadius: 1, border: 2, borderColor: 'primary.main' }}>
          <Typography variant="body2">Press outside this box.</Typography>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {log}
          </Typography>
        </Box>
      </ClickAwayListener>
    </Box>
  );
}
