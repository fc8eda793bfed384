import * as React from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Snackbar from '@mui/material/Snackbar';
import AddIcon from '@mui/icons-material/Add';

const notes = ['Call the plumber about the kitchen tap', 'Book train tickets to Lyon', 'Return library books'];

export default function FabSnackbar() {
  const [count, setCount] = React.useState(0);
  const [open, setOpen] = React.useState(false);

  const addNote = () => {
    setCount((value) => value + 1);
    setOpen(true);
  };

  return (
    <Box sx={{ position: 'relative', width: '100%', minHeight: 240 }}>
      <List dense>
        {notes.map((note) => (
          <ListItem key={note}>
            <ListItemText primary={note} />
          </ListItem>
        ))}
      </List>
      <Fab color="primary" aria-label="Add note" onClick={addNote} sx={{ position: 'absolute', right: 16, bottom: 16 }}>
        <AddIcon />
      </Fab>
      {/* Lifted above the button so it never covers it. `position: absolute`
          keeps it in this frame; in an app, leave the default `fixed`. */}
      <Snackbar
        open={open}
        onClose={() => setOpen(false)}
        autoHideDuration={3000}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        message={`Empty note ${count} added`}
        sx={{ position: 'absolute', bottom: 88 }}
      />
    </Box>
  );
}
