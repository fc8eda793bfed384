import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select, { SelectChangeEvent } from '@mui/material/Select';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export default function MultipleCheckmarks() {
  const [days, setDays] = React.useState<string[]>(['Tuesday', 'Thursday']);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    // With browser autofill the value can arrive as a comma-separated string.
    setDays(typeof value === 'string' ? value.split(',') : value);
  };

  return (
    <FormControl sx={{ width: 300 }}>
      <InputLabel id="class-days-label">Class days</InputLabel>
      <Select
        labelId="class-days-label"
        id="class-days"
        multiple
        value={days}
        onChange={handleChange}
        input={<OutlinedInput label="Class days" />}
        // Keep the weekday order, whatever order they were picked in.
        renderValue={(selected) => weekdays.filter((day) => selected.includes(day)).join(', ')}
      >
        {weekdays.map((day) => (
          <MenuItem key={day} value={day}>
            <Checkbox checked={days.includes(day)} tabIndex={-1} disableRipple inputProps={{ 'aria-hidden': true }} />
            <ListItemText primary={day} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
