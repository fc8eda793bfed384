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
      aria-label="Glossary"
      tabIndex={0}
      sx={{ width: '100%', maxWidth: 320, maxHeight: 280, overflow: 'auto', bgcolor: 'background.paper' }}
    >
      {Object.entries(glossary).map(([letter, terms]) => (
        <ListItem key={letter} disablePadding sx={{ display: 'block' }}>
          <List disablePadding aria-label={`Terms starting with ${letter}`}>
            <ListSubheader>{letter}</ListSubheader>
            {terms.map((term) => (
              <ListItem key={term}>
                <ListItemText primary={term} />
              </ListItem>
            ))}
          </List>
        </ListItem>
      ))}
    </List>
  );
}
