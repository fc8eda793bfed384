import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const width = 180;
const courses = ['Week 1: Sourdough basics', 'Week 2: Shaping', 'Week 3: Scoring', 'Week 4: Baking'];

export default function ClippedDrawer() {
  return (
    <Box sx={{ position: 'relative', width: '100%', height: 260, display: 'flex', overflow: 'hidden', border: 1, borderColor: 'divider' }}>
      {/* Above the drawer: the drawer paper's z-index is theme.zIndex.drawer. */}
      <AppBar position="absolute" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar variant="dense">
          <Typography variant="h6" component="div">
            Bread course
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer variant="permanent" sx={{ width, flexShrink: 0, '& .MuiDrawer-paper': { position: 'absolute', width } }}>
        {/* An empty toolbar of the same height pushes the list below the app bar. */}
        <Toolbar variant="dense" />
        <List dense component="nav" aria-label="Lessons">
          {courses.map((course) => (
            <ListItemButton key={course}>
              <ListItemText primary={course} />
            </ListItemButton>
          ))}
        </List>
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, p: 2 }}>
        <Toolbar variant="dense" />
        <Typography variant="body2">The app bar spans the full width; the drawer starts under it.</Typography>
      </Box>
    </Box>
  );
}
