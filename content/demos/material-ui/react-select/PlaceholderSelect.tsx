import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import Typography from '@mui/material/Typography';

const sortOptions: Record<string, string> = {
  newest: 'Newest first',
  cheapest: 'Price, low to high',
  rated: 'Best rated',
};

export default function PlaceholderSelect() {
  const [sort, setSort] = React.useState<string>('');

  return (
    <FormControl size="small" sx={{ minWidth: 220 }}>
      <Select
        value={sort}
        displayEmpty
        onChange={(event: SelectChangeEvent) => setSort(event.target.value)}
        inputProps={{ 'aria-label': 'Sort results' }}
        renderValue={(selected) => (selected ? sortOptions[selected] : <Typography color="text.secondary">Sort by…</Typography>)}
      >
        <MenuItem value="">
          <em>Default order</em>
        </MenuItem>
        {Object.entries(sortOptions).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
