import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select, { SelectChangeEvent } from '@mui/material/Select';

const languages = ['Basque', 'Catalan', 'Danish', 'Estonian', 'Finnish', 'Icelandic', 'Maltese', 'Welsh'];

export default function MultipleChipSelect() {
  const [spoken, setSpoken] = React.useState<string[]>(['Welsh']);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    // Autofill can hand over a comma-separated string instead of an array.
    setSpoken(typeof value === 'string' ? value.split(',') : value);
  };

  return (
    <FormControl sx={{ width: 320 }}>
      <InputLabel id="languages-label">Languages spoken</InputLabel>
      <Select
        labelId="languages-label"
        multiple
        value={spoken}
        onChange={handleChange}
        input={<OutlinedInput label="Languages spoken" />}
        renderValue={(selected) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {selected.map((language) => (
              <Chip key={language} label={language} size="small" />
            ))}
          </Box>
        )}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 260 } } } }}
      >
        {languages.map((language) => (
          <MenuItem key={language} value={language}>
            {language}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
