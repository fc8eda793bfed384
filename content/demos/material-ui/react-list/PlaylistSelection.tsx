import * as React from 'react';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';

const playlists: { name: string; tracks: number }[] = [
  { name: 'Morning commute', tracks: 24 },
  { name: 'Deep focus', tracks: 58 },
  { name: 'Kitchen disco', tracks: 31 },
  { name: 'Rainy Sunday', tracks: 17 },
];

export default function PlaylistSelection() {
  const [selected, setSelected] = React.useState('Deep focus');

  return (
    <List component="nav" aria-label="Playlists" sx={{ width: '100%', maxWidth: 320, bgcolor: 'background.paper' }}>
      {playlists.map(({ name, tracks }) => (
        <ListItemButton
          key={name}
          selected={selected === name}
          aria-current={selected === name ? 'page' : undefined}
          onClick={() => setSelected(name)}
        >
          <ListItemText primary={name} secondary={`${tracks} tracks`} />
        </ListItemButton>
      ))}
    </List>
  );
}
