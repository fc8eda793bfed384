import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

export default function AutoWidthSelect() {
  const [grind, setGrind] = React.useState<string>('medium');

  return (
    <FormControl sx={{ minWidth: 120 }}>
      <InputLabel id="grind-label">Grind</InputLabel>
      <Select labelId="grind-label" id="grind" value={grind} label="Grind" autoWidth onChange={(event) => setGrind(event.target.value)}>
        <MenuItem value="whole">Whole beans</MenuItem>
        <MenuItem value="coarse">Coarse, for a French press</MenuItem>
        <MenuItem value="medium">Medium, for drip coffee makers</MenuItem>
        <MenuItem value="fine">Fine, for espresso</MenuItem>
      </Select>
    </FormControl>
  );
}
