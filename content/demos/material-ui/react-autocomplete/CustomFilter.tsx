import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface Airport {
  code: string;
  city: string;
  country: string;
}

const airports: Airport[] = [
  { code: 'AMS', city: 'Amsterdam', country: 'Netherlands' },
  { code: 'BOG', city: 'Bogotá', country: 'Colombia' },
  { code: 'CPT', city: 'Cape Town', country: 'South Africa' },
  { code: 'DEL', city: 'Delhi', country: 'India' },
  { code: 'GRU', city: 'São Paulo', country: 'Brazil' },
  { code: 'HND', city: 'Tokyo', country: 'Japan' },
  { code: 'LIS', city: 'Lisbon', country: 'Portugal' },
  { code: 'MEX', city: 'Mexico City', country: 'Mexico' },
  { code: 'NBO', city: 'Nairobi', country: 'Kenya' },
  { code: 'OPO', city: 'Porto', country: 'Portugal' },
  { code: 'SYD', city: 'Sydney', country: 'Australia' },
  { code: 'YVR', city: 'Vancouver', country: 'Canada' },
];

// Matches the code, the city or the country, and shows at most four results.
const filterOptions = createFilterOptions<Airport>({
  stringify: (airport) => `${airport.code} ${airport.city} ${airport.country}`,
  limit: 4,
});

export default function CustomFilter() {
  return (
    <Autocomplete
      options={airports}
      filterOptions={filterOptions}
      getOptionLabel={(airport) => `${airport.city} (${airport.code})`}
      sx={{ width: 300 }}
      renderInput={(params) => <TextField {...params} label="Destination" helperText='Try "portugal" or "nbo"' />}
    />
  );
}
