import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

type Player = { id: number; name: string; position: string };

const roster: Player[] = [
  { id: 1, name: 'Ada Mensah', position: 'Goalkeeper' },
  { id: 2, name: 'Bruno Costa', position: 'Defender' },
  { id: 3, name: 'Chen Wei', position: 'Defender' },
  { id: 4, name: 'Dara Kelly', position: 'Midfielder' },
  { id: 5, name: 'Emil Novak', position: 'Midfielder' },
  { id: 6, name: 'Farah Aziz', position: 'Midfielder' },
  { id: 7, name: 'Gus Lindqvist', position: 'Forward' },
  { id: 8, name: 'Hana Ito', position: 'Forward' },
];

const LIMIT = 5;
const byName = (a: Player, b: Player) => a.name.localeCompare(b.name);

function PlayerList(props: { title: string; players: Player[]; checked: number[]; onToggle: (id: number) => void }) {
  const { title, players, checked, onToggle } = props;
  const [query, setQuery] = React.useState('');
  const visible = players.filter((player) => `${player.name} ${player.position}`.toLowerCase().includes(query.trim().toLowerCase()));

  return (
    <Paper variant="outlined" sx={{ width: { xs: '100%', sm: 220 } }}>
      <Stack spacing={1} sx={{ p: 1.5, pb: 0 }}>
        <Typography variant="subtitle2">
          {title} ({players.length})
        </Typography>
        <TextField size="small" label={`Search ${title.toLowerCase()}`} value={query} onChange={(event) => setQuery(event.target.value)} />
      </Stack>
      <List dense aria-label={title} sx={{ height: 200, overflow: 'auto' }}>
        {visible.map((player) => (
          <ListItemButton key={player.id} onClick={() => onToggle(player.id)}>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <Checkbox
                edge="start"
                size="small"
                checked={checked.includes(player.id)}
                tabIndex={-1}
                disableRipple
                inputProps={{ 'aria-label': player.name }}
              />
            </ListItemIcon>
            <ListItemText primary={player.name} secondary={player.position} />
          </ListItemButton>
        ))}
        {visible.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
            No match
          </Typography>
        )}
      </List>
    </Paper>
  );
}

export default function SearchableTransferList() {
  const [squad, setSquad] = React.useState<number[]>([1, 4]);
  const [checked, setChecked] = React.useState<number[]>([]);
  const [message, setMessage] = React.useState('');

  const bench = roster.filter((player) => !squad.includes(player.id)).sort(byName);
  const inSquad = roster.filter((player) => squad.includes(player.id)).sort(byName);
  // Checked ids stay in state while a search hides them, so a move includes them.
  const checkedBench = checked.filter((id) => !squad.includes(id));
  const checkedSquad = checked.filter((id) => squad.includes(id));
  const overLimit = squad.length + checkedBench.length > LIMIT;

  const toggle = (id: number) => setChecked((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]));

  const move = (ids: number[], toSquad: boolean) => {
    setSquad((current) => (toSquad ? [...current, ...ids] : current.filter((id) => !ids.includes(id))));
    setChecked((current) => current.filter((id) => !ids.includes(id)));
    setMessage(`${ids.length} player${ids.length > 1 ? 's' : ''} ${toSquad ? 'added to' : 'removed from'} the squad.`);
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="center">
        <PlayerList title="Bench" players={bench} checked={checked} onToggle={toggle} />
        <Stack direction={{ xs: 'row', sm: 'column' }} spacing={1}>
          <Button
            variant="outlined"
            size="small"
            disabled={checkedBench.length === 0 || overLimit}
            onClick={() => move(checkedBench, true)}
          >
            Add {checkedBench.length || ''}
          </Button>
          <Button variant="outlined" size="small" disabled={checkedSquad.length === 0} onClick={() => move(checkedSquad, false)}>
            Remove {checkedSquad.length || ''}
          </Button>
        </Stack>
        <PlayerList title="Squad" players={inSquad} checked={checked} onToggle={toggle} />
      </Stack>
      <Typography variant="body2" color={overLimit ? 'error' : 'text.secondary'}>
        {overLimit
          ? `A squad has at most ${LIMIT} players: uncheck ${squad.length + checkedBench.length - LIMIT}.`
          : `Up to ${LIMIT} players.`}
      </Typography>
      <Typography variant="body2" role="status" sx={{ minHeight: '1.5em' }}>
        {message}
      </Typography>
    </Stack>
  );
}
