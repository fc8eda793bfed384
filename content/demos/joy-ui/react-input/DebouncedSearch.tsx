import * as React from 'react';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import SearchIcon from '@mui/icons-material/Search';

const cities = [
  'Amsterdam',
  'Athens',
  'Barcelona',
  'Berlin',
  'Bogotá',
  'Boston',
  'Buenos Aires',
  'Cairo',
  'Cape Town',
  'Chicago',
  'Copenhagen',
  'Dublin',
  'Helsinki',
  'Istanbul',
  'Lagos',
  'Lima',
  'Lisbon',
  'London',
  'Madrid',
  'Melbourne',
  'Mexico City',
  'Montreal',
  'Mumbai',
  'Nairobi',
  'Osaka',
  'Oslo',
  'Paris',
  'Prague',
  'Seoul',
  'Singapore',
  'Stockholm',
  'Sydney',
  'Tokyo',
  'Toronto',
  'Vienna',
  'Warsaw',
];

// Returns `value` once it has stopped changing for `delay` milliseconds.
function useDebouncedValue<T>(value: T, delay: number) {
  const [debounced, setDebounced] = React.useState(value);
  React.useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

export default function DebouncedSearch() {
  const [query, setQuery] = React.useState('');
  const debouncedQuery = useDebouncedValue(query.trim().toLowerCase(), 400);
  const results = cities.filter((city) => city.toLowerCase().includes(debouncedQuery));
  const pending = query.trim().toLowerCase() !== debouncedQuery;
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 320 }}>
      <Input
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        startDecorator={<SearchIcon />}
        placeholder="Filter cities"
        aria-label="Filter cities"
        aria-controls="debounced-search-results"
      />
      <Typography level="body-xs" aria-live="polite">
        {pending ? 'Waiting for you to stop typing…' : `${results.length} of ${cities.length} cities`}
      </Typography>
      <List id="debounced-search-results" size="sm" tabIndex={0} sx={{ maxHeight: 200, overflow: 'auto' }}>
        {results.map((city) => (
          <ListItem key={city}>{city}</ListItem>
        ))}
      </List>
    </Stack>
  );
}
