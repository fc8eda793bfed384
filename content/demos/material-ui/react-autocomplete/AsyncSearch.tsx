import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const cities = [
  'Amsterdam',
  'Athens',
  'Barcelona',
  'Berlin',
  'Bogotá',
  'Boston',
  'Buenos Aires',
  'Cairo',
  'Chicago',
  'Copenhagen',
  'Dublin',
  'Hanoi',
  'Helsinki',
  'Lagos',
  'Lima',
  'Lisbon',
  'Madrid',
  'Melbourne',
  'Montreal',
  'Mumbai',
  'Nairobi',
  'Osaka',
  'Oslo',
  'Santiago',
  'Seoul',
  'Singapore',
  'Stockholm',
  'Sydney',
  'Toronto',
  'Vienna',
];

// Stands in for a search endpoint: the site has no network API, so a timer delays a local search.
function searchCities(query: string): Promise<string[]> {
  const needle = query.toLowerCase();
  return new Promise((resolve) => {
    setTimeout(() => resolve(cities.filter((city) => city.toLowerCase().includes(needle)).slice(0, 8)), 500);
  });
}

export default function AsyncSearch() {
  const [value, setValue] = React.useState<string | null>(null);
  const [inputValue, setInputValue] = React.useState<string>('');
  const [options, setOptions] = React.useState<readonly string[]>([]);
  const [loading, setLoading] = React.useState<boolean>(false);

  React.useEffect(() => {
    if (inputValue === '') {
      setOptions(value ? [value] : []);
      setLoading(false);
      return undefined;
    }
    let active = true;
    setLoading(true);
    // Wait for a pause in typing before asking, so that each keystroke does not start a request.
    const timer = setTimeout(() => {
      searchCities(inputValue).then((results) => {
        if (!active) return;
        // Keep the current value among the options, so that it stays valid while new results arrive.
        setOptions(value && !results.includes(value) ? [value, ...results] : results);
        setLoading(false);
      });
    }, 300);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [value, inputValue]);

  return (
    <Autocomplete
      value={value}
      onChange={(_event, newValue: string | null) => {
        setOptions(newValue ? [newValue, ...options.filter((option) => option !== newValue)] : options);
        setValue(newValue);
      }}
      inputValue={inputValue}
      onInputChange={(_event, newInputValue) => setInputValue(newInputValue)}
      options={options}
      loading={loading}
      filterOptions={(x) => x}
      autoComplete
      includeInputInList
      filterSelectedOptions
      noOptionsText={inputValue === '' ? 'Type to search' : 'No matching city'}
      sx={{ width: 300 }}
      renderInput={(params) => <TextField {...params} label="City" />}
    />
  );
}
