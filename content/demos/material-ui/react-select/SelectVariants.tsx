import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import Stack from '@mui/material/Stack';

const variants = ['outlined', 'filled', 'standard'] as const;

export default function SelectVariants() {
  const [room, setRoom] = React.useState<string>('garden');

  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
      {variants.map((variant) => (
        <FormControl key={variant} variant={variant} size="small" sx={{ minWidth: 160 }}>
          <InputLabel id={`room-${variant}-label`}>Meeting room</InputLabel>
          <Select
            labelId={`room-${variant}-label`}
            value={room}
            label={variant === 'outlined' ? 'Meeting room' : undefined}
            onChange={(event: SelectChangeEvent) => setRoom(event.target.value)}
          >
            <MenuItem value="garden">Garden room</MenuItem>
            <MenuItem value="loft">Loft</MenuItem>
            <MenuItem value="library" disabled>
              Library (booked)
            </MenuItem>
          </Select>
          <FormHelperText>{variant} variant</FormHelperText>
        </FormControl>
      ))}
    </Stack>
  );
}
