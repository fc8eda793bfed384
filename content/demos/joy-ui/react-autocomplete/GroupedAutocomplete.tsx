import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

interface Airport {
  code: string;
  city: string;
  country: string;
}

const airports: Airport[] = [
  { code: 'CDG', city: 'Paris', country: 'France' },
  { code: 'ORY', city: 'Paris', country: 'France' },
  { code: 'NCE', city: 'Nice', country: 'France' },
  { code: 'FRA', city: 'Frankfurt', country: 'Germany' },
  { code: 'MUC', city: 'Munich', country: 'Germany' },
  { code: 'BER', city: 'Berlin', country: 'Germany' },
  { code: 'FCO', city: 'Rome', country: 'Italy' },
  { code: 'MXP', city: 'Milan', country: 'Italy' },
  { code: 'MAD', city: 'Madrid', country: 'Spain' },
  { code: 'BCN', city: 'Barcelona', country: 'Spain' },
  { code: 'PMI', city: 'Palma de Mallorca', country: 'Spain' },
];

// groupBy expects options sorted by group: equal groups must be adjacent.
const sorted = [...airports].sort((a, b) => a.country.localeCompare(b.country, 'en') || a.city.localeCompare(b.city, 'en'));

export default function GroupedAutocomplete() {
  return (
    <FormControl sx={{ width: 320 }}>
      <FormLabel>Destination airport</FormLabel>
      <Autocomplete
        placeholder="City or code"
        options={sorted}
        groupBy={(option) => option.country}
        getOptionLabel={(option) => `${option.city} (${option.code})`}
        isOptionEqualToValue={(option, value) => option.code === value.code}
        slotProps={{ listbox: { sx: { maxHeight: 260 } } }}
      />
    </FormControl>
  );
}
