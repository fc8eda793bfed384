import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const recentSearches = ['bike lights', 'rain jacket', 'tire levers', 'water bottle cage'];

export default function FreeSoloSearch() {
  const [query, setQuery] = React.useState<string | null>(null);

  return (
    <Stack spacing={2} sx={{ width: 320 }}>
      <Autocomplete
        freeSolo
        options={recentSearches}
        value={query}
        onChange={(_event, newValue: string | null) => setQuery(newValue)}
        renderInput={(params) => <TextField {...params} label="Search the shop" type="search" />}
      />
      <Typography variant="body2">{query ? `Searching for “${query}”` : 'Type anything and press Enter'}</Typography>
    </Stack>
  );
}
