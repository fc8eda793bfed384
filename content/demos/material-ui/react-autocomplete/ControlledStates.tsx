import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const instruments = ['Cello', 'Clarinet', 'Double bass', 'Flute', 'Harp', 'Oboe', 'Trumpet', 'Viola', 'Violin'];

export default function ControlledStates() {
  const [value, setValue] = React.useState<string | null>(instruments[0]);
  const [inputValue, setInputValue] = React.useState<string>('');

  return (
    <Stack spacing={2} sx={{ width: 300 }}>
      <Typography variant="body2">
        value: {value !== null ? `'${value}'` : 'null'}
        <br />
        inputValue: '{inputValue}'
      </Typography>
      <Autocomplete
        value={value}
        onChange={(_event, newValue: string | null) => setValue(newValue)}
        inputValue={inputValue}
        onInputChange={(_event, newInputValue) => setInputValue(newInputValue)}
        options={instruments}
        renderInput={(params) => <TextField {...params} label="Instrument" />}
      />
    </Stack>
  );
}
