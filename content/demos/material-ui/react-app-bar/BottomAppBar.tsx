import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import AddIcon from '@mui/icons-material/Add';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';

const notes = ['Call the plumber', 'Passport photos', 'Return the drill to Sam', 'Book train to Lyon', 'Water the ferns'];

export default function BottomAppBar() {
  return (
    <Box
      sx={{
        position: 'relative',
        height: 320,
        width: '100%',
        maxWidth: 400,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      <List sx={{ height: '100%', overflow: 'auto', pb: 9 }} aria-label="Notes">
        {notes.map((note) => (
          <ListItem key={note} divider>
            <ListItemText primary={note} />
          </ListItem>
        ))}
      </List>
      {/* In an app: position="fixed" with top: 'auto' and bottom: 0. The demo keeps it inside its box. */}
      <AppBar position="absolute" color="primary" sx={{ top: 'auto', bottom: 0 }}>
        <Toolbar>
          <IconButton color="inherit" aria-label="Open navigation" edge="start">
            <MenuIcon />
          </IconButton>
          <Fab color="secondary" aria-label="Add a note" sx={{ position: 'absolute', zIndex: 1, top: -30, left: 0, right: 0, mx: 'auto' }}>
            <AddIcon />
          </Fab>
          <Box sx={{ flexGrow: 1 }} />
          <IconButton color="inherit" aria-label="Search notes" edge="end">
            <SearchIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
    </Box>
  );
}
