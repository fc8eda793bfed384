import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';

const glossary: Record<string, string[]> = {
  A: ['Anchor', 'Aperture', 'Aspect ratio'],
  B: ['Baseline', 'Bleed', 'Breakpoint', 'Brightness'],
  C: ['Contrast', 'Crop', 'Cursor'],
  D: ['Density', 'Dither', 'Drop shadow'],
};

export default function GlossaryList() {
  return (
    <List
      sx={{ width: '100%', maxWidth: 320, maxHeight: 280, overflow: 'auto', bgcolor: 'background.paper', '& ul': { p: 0 } }}
      subheader={<li />}
    >
      {Object.entries(glossary).map(([letter, terms]) => (
        <li key={letter}>
          <ul>
            <ListSubheader>{letter}</ListSubheader>
            {terms.map((term) => (
              <ListItem key={term}>
                <ListItemText primary={term} />
              </ListItem>
            ))}
          </ul>
        </li>
      ))}
    </List>
  );
}
