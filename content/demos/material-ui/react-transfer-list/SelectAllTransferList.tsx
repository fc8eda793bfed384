import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

type Side = 'reserves' | 'squad';
const initialLists: Record<Side, string[]> = { reserves: ['Ada', 'Bruno', 'Chiara', 'Dev', 'Emeka'], squad: ['Farah'] };
const without = (items: string[], removed: string[]) => items.filter((item) => !removed.includes(item));

export default function SelectAllTransferList() {
  const [lists, setLists] = React.useState<Record<Side, string[]>>(initialLists);
  const [checked, setChecked] = React.useState<string[]>([]);

  const toggle = (picked: string[]) => {
    const allPicked = picked.every((item) => checked.includes(item));
    setChecked(allPicked ? without(checked, picked) : [...without(checked, picked), ...picked]);
  };

  const move = (from: Side, to: Side) => {
    const items = lists[from].filter((item) => checked.includes(item));
    setLists({ ...lists, [from]: without(lists[from], items), [to]: [...lists[to], ...items] });
    setChecked(without(checked, items));
  };

  const renderList = (side: Side, title: string) => {
    const items = lists[side];
    const count = items.filter((item) => checked.includes(item)).length;
    return (
      <Paper variant="outlined" sx={{ width: 190 }}>
        <Stack direction="row" alignItems="center" sx={{ pl: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Checkbox
            checked={count > 0 && count === items.length}
            indeterminate={count > 0 && count < items.length}
            disabled={items.length === 0}
            onChange={() => toggle(items)}
            inputProps={{ 'aria-label': `Select all: ${title}` }}
          />
          <ListItemText primary={title} secondary={`${count} of ${items.length} selected`} />
        </Stack>
        <List dense component="div" role="list" aria-label={title} sx={{ height: 200, overflow: 'auto' }}>
          {items.map((item) => (
            <ListItemButton key={item} role="listitem" onClick={() => toggle([item])}>
              <Checkbox checked={checked.includes(item)} tabIndex={-1} disableRipple inputProps={{ 'aria-label': item }} />
              <ListItemText primary={item} />
            </ListItemButton>
          ))}
        </List>
      </Paper>
    );
  };

  return (
    <Stack direction="row" spacing={2} alignItems="center">
      {renderList('reserves', 'Reserves')}
      <Stack spacing={1}>
        <Button variant="outlined" onClick={() => move('reserves', 'squad')} aria-label="Move selected players to the squad">
          &gt;
        </Button>
        <Button variant="outlined" onClick={() => move('squad', 'reserves')} aria-label="Move selected players to the reserves">
          &lt;
        </Button>
      </Stack>
      {renderList('squad', 'Match squad')}
    </Stack>
  );
}
