import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

interface Warehouse {
  code: string;
  city: string;
}

const warehouses: Warehouse[] = [
  { code: 'RTM-1', city: 'Rotterdam' },
  { code: 'HAM-2', city: 'Hamburg' },
  { code: 'ANR-1', city: 'Antwerp' },
  { code: 'VLC-3', city: 'Valencia' },
  { code: 'PIR-1', city: 'Piraeus' },
];

export default function ControlledAutocomplete() {
  const [value, setValue] = React.useState<Warehouse | null>(warehouses[1]);
  const [inputValue, setInputValue] = React.useState('');
  return (
    <Stack spacing={1} sx={{ width: 300 }}>
      <FormControl>
        <FormLabel>Ship from</FormLabel>
        <Autocomplete
          options={warehouses}
          getOptionLabel={(option) => `${option.city} (${option.code})`}
          isOptionEqualToValue={(option, selected) => option.code === selected.code}
          value={value}
          onChange={(_event, newValue) => setValue(newValue)}
          inputValue={inputValue}
          onInputChange={(_event, newInputValue) => setInputValue(newInputValue)}
        />
      </FormControl>
      <Typography level="body-sm">
        value: <code>{value ? value.code : 'null'}</code>
      </Typography>
      <Typography level="body-sm">
        inputValue: <code>{JSON.stringify(inputValue)}</code>
      </Typography>
    </Stack>
  );
}
