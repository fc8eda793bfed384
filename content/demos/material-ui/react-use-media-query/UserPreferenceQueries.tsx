import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function UserPreferenceQueries() {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const canHover = useMediaQuery('(hover: hover)');
  const coarsePointer = useMediaQuery('(pointer: coarse)');

  const rows: [string, boolean][] = [
    ['prefers-color-scheme: dark', prefersDark],
    ['prefers-reduced-motion: reduce', reducedMotion],
    ['hover: hover', canHover],
    ['pointer: coarse', coarsePointer],
  ];

  return (
    <List dense sx={{ width: '100%', maxWidth: 360 }}>
      {rows.map(([query, matches]) => (
        <ListItem key={query} divider>
          <ListItemText primary={query} secondary={matches ? 'matches' : 'does not match'} />
        </ListItem>
      ))}
    </List>
  );
}
