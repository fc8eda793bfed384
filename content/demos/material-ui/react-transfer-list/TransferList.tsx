import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

type Side = 'available' | 'trip';
const initialLists: Record<Side, string[]> = { available: ['Oslo', 'Porto', 'Riga', 'Tallinn'], trip: ['Bergen', 'Gdańsk'] };

const without = (items: string[], removed: string[]) => items.filter((item) => !removed.includes(item));

export default function TransferList() {
  const [lists, setLists] = React.useState<Record<Side, string[]>>(initialLists);
  const [checked, setChecked] = React.useState<string[]>([]);
  const checkedIn = (side: Side) => lists[side].filter((item) => checked.includes(item));
  const toggle = (item: string) => setChecked(checked.includes(item) ? without(checked, [item]) : [...checked, item]);

  const move = (from: Side, items: string[]) => {
    const to: Side = from === 'available' ? 'trip' : 'available';
    setLists({ ...lists, [from]: without(lists[from], items), [to]: [...lists[to], ...items] });
    setChecked(without(checked, items));
  };

  const actions: [string, string, Side, string[]][] = [
    ['≫', 'Add all cities to the trip', 'available', lists.available],
    ['>', 'Add selected cities to the trip', 'available', checkedIn('available')],
    ['<', 'Remove selected cities from the trip', 'trip', checkedIn('trip')],
    ['≪', 'Remove all cities from the trip', 'trip', lists.trip],
  ];

  const renderList = (title: string, side: Side) => (
    <Paper variant="outlined" sx={{ width: 160, height: 230, overflow: 'auto' }}>
      <List dense component="div" role="list" aria-label={title}>
        {lists[side].map((item) => (
          <ListItemButton key={item} role="listitem" onClick={() => toggle(item)}>
            <Checkbox checked={checked.includes(item)} tabIndex={-1} disableRipple inputProps={{ 'aria-label': item }} />
            <ListItemText primary={item} />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );

  return (
    <Stack direction="row" spacing={2} alignItems="center">
      {renderList('Available cities', 'available')}
      <Stack spacing={1}>
        {actions.map(([symbol, label, from, items]) => (
          <Button key={label} variant="outlined" aria-label={label} disabled={items.length === 0} onClick={() => move(from, items)}>
            {symbol}
          </Button>
        ))}
      </Stack>
      {renderList('Cities on the trip', 'trip')}
    </Stack>
  );
}
