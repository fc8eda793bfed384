import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';

export default function BasicSelect() {
  const [timezone, setTimezone] = React.useState<string>('');

  const handleChange = (event: SelectChangeEvent) => {
    setTimezone(event.target.value);
  };

  return (
    <Box sx={{ minWidth: 220, maxWidth: 320 }}>
      <FormControl fullWidth>
        <InputLabel id="timezone-label">Time zone</InputLabel>
        <Select labelId="timezone-label" id="timezone" value={timezone} label="Time zone" onChange={handleChange}>
          <MenuItem value="Europe/Lisbon">Lisbon (UTC+0)</MenuItem>
          <MenuItem value="Africa/Nairobi">Nairobi (UTC+3)</MenuItem>
          <MenuItem value="Asia/Kolkata">Kolkata (UTC+5:30)</MenuItem>
          <MenuItem value="Pacific/Auckland">Auckland (UTC+12)</MenuItem>
        </Select>
      </FormControl>
    </Box>
  );
}
