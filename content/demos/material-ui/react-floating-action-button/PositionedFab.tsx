import * as React from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import AddIcon from '@mui/icons-material/Add';

export default function PositionedFab() {
  const [notes, setNotes] = React.useState<string[]>(['Buy stamps', 'Call the plumber']);

  const addNote = () => setNotes((current) => [...current, `New note ${current.length + 1}`]);

  return (
    <Paper variant="outlined" sx={{ position: 'relative', height: 240, maxWidth: 360 }}>
      <Box sx={{ height: '100%', overflow: 'auto', pb: 10 }}>
        <List dense>
          {notes.map((note) => (
            <ListItem key={note}>
              <ListItemText primary={note} />
            </ListItem>
          ))}
        </List>
      </Box>
      <Fab color="primary" aria-label="Add a note" onClick={addNote} sx={{ position: 'absolute', bottom: 16, right: 16 }}>
        <AddIcon />
      </Fab>
    </Paper>
  );
}
