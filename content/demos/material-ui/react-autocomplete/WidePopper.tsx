import Autocomplete from '@mui/material/Autocomplete';
import Popper, { PopperProps } from '@mui/material/Popper';
import TextField from '@mui/material/TextField';

const airports = [
  { code: 'AKL', name: 'Auckland Airport, New Zealand' },
  { code: 'CPT', name: 'Cape Town International, South Africa' },
  { code: 'LIS', name: 'Humberto Delgado Airport, Lisbon, Portugal' },
  { code: 'MEX', name: 'Benito Juárez International, Mexico City' },
  { code: 'YVR', name: 'Vancouver International, Canada' },
];

function AirportPopper(props: PopperProps) {
  return <Popper {...props} placement="bottom-start" style={{ width: 360 }} />;
}

export default function WidePopper() {
  return (
    <Autocomplete
      options={airports}
      getOptionLabel={(airport) => `${airport.code} – ${airport.name}`}
      PopperComponent={AirportPopper}
      sx={{ width: 200 }}
      renderInput={(params) => <TextField {...params} label="From" />}
    />
  );
}
