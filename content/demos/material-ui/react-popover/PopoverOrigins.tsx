import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Popover, { type PopoverOrigin } from '@mui/material/Popover';
import TextField from '@mui/material/TextField';

type Vertical = PopoverOrigin['vertical'];
type Horizontal = PopoverOrigin['horizontal'];

export default function PopoverOrigins() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [anchorV, setAnchorV] = React.useState<Vertical>('bottom');
  const [transformH, setTransformH] = React.useState<Horizontal>('center');

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'center' }}>
      <TextField
        select
        size="small"
        label="anchorOrigin.vertical"
        value={anchorV}
        onChange={(event) => setAnchorV(event.target.value as Vertical)}
        sx={{ minWidth: 190 }}
      >
        {['top', 'center', 'bottom'].map((value) => (
          <MenuItem key={value} value={value}>
            {value}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="transformOrigin.horizontal"
        value={transformH}
        onChange={(event) => setTransformH(event.target.value as Horizontal)}
        sx={{ minWidth: 190 }}
      >
        {['left', 'center', 'right'].map((value) => (
          <MenuItem key={value} value={value}>
            {value}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" onClick={(event) => setAnchorEl(event.currentTarget)}>
        Open popover
      </Button>
      <Popover
        open={anchorEl !== null}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: anchorV, horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: transformH }}
      >
        <Box sx={{ p: 2 }}>Attached at {anchorV} center of the button</Box>
      </Popover>
    </Box>
  );
}
