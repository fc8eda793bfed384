import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';

export default function ControlledOpenSelect() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [size, setSize] = React.useState<string>('');

  return (
    <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
      <FormControl sx={{ width: 200 }}>
        <InputLabel id="shoe-size-label">Shoe size</InputLabel>
        <Select
          labelId="shoe-size-label"
          id="shoe-size"
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          value={size}
          label="Shoe size"
          onChange={(event) => setSize(event.target.value)}
        >
          {['7', '8', '9', '10', '11', '12'].map((usSize) => (
            <MenuItem key={usSize} value={usSize}>
              US {usSize}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Pick a size
      </Button>
    </Stack>
  );
}
