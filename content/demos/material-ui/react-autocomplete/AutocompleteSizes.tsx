import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const boroughs = ['Bronx', 'Brooklyn', 'Manhattan', 'Queens', 'Staten Island'];

export default function AutocompleteSizes() {
  return (
    <Stack spacing={2} sx={{ width: 340 }}>
      <Autocomplete
        size="small"
        options={boroughs}
        defaultValue="Queens"
        renderInput={(params) => <TextField {...params} label="Borough" />}
      />
      <Autocomplete
        multiple
        size="small"
        options={boroughs}
        defaultValue={['Brooklyn', 'Manhattan']}
        renderInput={(params) => <TextField {...params} label="Delivery area" placeholder="Add a borough" />}
      />
      <Autocomplete
        multiple
        size="small"
        options={boroughs}
        defaultValue={['Bronx']}
        renderInput={(params) => <TextField {...params} variant="standard" label="Delivery area (standard)" />}
      />
    </Stack>
  );
}
