import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import SearchRounded from '@mui/icons-material/SearchRounded';

const suggestions = ['Standing desks', 'Ergonomic chairs', 'Monitor arms', 'Desk lamps'];

export default function ChipClickable() {
  const [query, setQuery] = React.useState('');
  return (
    <Stack spacing={1.5}>
      <Typography level="title-sm" id="suggested-searches">
        Suggested searches
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-labelledby="suggested-searches">
        {suggestions.map((suggestion) => (
          <Chip key={suggestion} variant="outlined" startDecorator={<SearchRounded />} onClick={() => setQuery(suggestion)}>
            {suggestion}
          </Chip>
        ))}
      </Stack>
      <Typography level="body-sm" aria-live="polite">
        {query ? `Showing results for “${query}”` : 'Pick a suggestion to search.'}
      </Typography>
    </Stack>
  );
}
