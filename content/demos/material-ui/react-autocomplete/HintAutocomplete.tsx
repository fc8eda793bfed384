import * as React from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

const cities = ['Amsterdam', 'Antwerp', 'Athens', 'Barcelona', 'Berlin', 'Bern', 'Bordeaux', 'Bratislava', 'Brussels', 'Budapest'];

// Matching from the start keeps the first suggestion in line with what has been typed.
const filterOptions = createFilterOptions<string>({ matchFrom: 'start' });

export default function HintAutocomplete() {
  const [inputValue, setInputValue] = React.useState('');
  const [highlighted, setHighlighted] = React.useState<string | null>(null);
  const [open, setOpen] = React.useState(false);

  const completes = open && inputValue !== '' && highlighted !== null && highlighted.toLowerCase().startsWith(inputValue.toLowerCase());
  const rest = completes && highlighted ? highlighted.slice(inputValue.length) : '';

  return (
    <Autocomplete
      options={cities}
      filterOptions={filterOptions}
      autoHighlight
      autoSelect
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      inputValue={inputValue}
      onInputChange={(_event, value) => setInputValue(value)}
      onHighlightChange={(_event, option) => setHighlighted(option)}
      sx={{ width: 300 }}
      renderInput={(params) => (
        <Box sx={{ position: 'relative' }}>
          {/* The ghost text sits behind the transparent input: the typed part is invisible and only keeps its width, at the input's own padding and font. */}
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              left: 14,
              top: 16.5,
              typography: 'body1',
              lineHeight: '1.4375em',
              whiteSpace: 'pre',
              color: 'text.disabled',
              pointerEvents: 'none',
            }}
          >
            <Box component="span" sx={{ visibility: 'hidden' }}>
              {inputValue}
            </Box>
            {rest}
          </Box>
          <TextField {...params} label="Destination" helperText="Tab accepts the suggestion" />
        </Box>
      )}
    />
  );
}
