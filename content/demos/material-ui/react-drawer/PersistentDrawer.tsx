import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import MenuIcon from '@mui/icons-material/Menu';
import { Theme } from '@mui/material/styles';

const width = 180;
const layers = ['Background', 'Logo', 'Headline', 'Call to action'];

export default function PersistentDrawer() {
  const [open, setOpen] = React.useState(false);
  // The content's margin moves in step with the drawer's slide.
  const shift = (theme: Theme) =>
    theme.transitions.create(['margin', 'width'], {
      duration: open ? theme.transitions.duration.enteringScreen : theme.transitions.duration.leavingScreen,
    });

  return (
    <Box sx={{ position: 'relative', width: '100%', height: 280, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
      <AppBar position="absolute" sx={{ transition: shift, ml: open ? `${width}px` : 0, width: open ? `calc(100% - ${width}px)` : '100%' }}>
        <Toolbar variant="dense">
          {!open && (
            <IconButton color="inherit" edge="start" aria-label="Show layers" onClick={() => setOpen(true)} sx={{ mr: 2 }}>
              <MenuIcon />
            </IconButton>
          )}
          <Typography variant="h6" component="div">
            Banner editor
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer variant="persistent" anchor="left" open={open} sx={{ '& .MuiDrawer-paper': { position: 'absolute', width } }}>
        <Toolbar variant="dense" sx={{ justifyContent: 'space-between' }}>
          <Typography variant="subtitle2" component="h2">
            Layers
          </Typography>
          <IconButton aria-label="Hide layers" onClick={() => setOpen(false)}>
            <ChevronLeftIcon />
          </IconButton>
        </Toolbar>
        <Divider />
        <List dense>
          {layers.map((layer) => (
            <ListItemButton key={layer}>
              <ListItemText primary={layer} />
            </ListItemButton>
          ))}
        </List>
      </Drawer>
      <Box component="main" sx={{ transition: shift, ml: open ? `${width}px` : 0, p: 2, pt: 8 }}>
        <Typography variant="body2">The canvas moves aside while the layers panel is open, and you can keep working in both.</Typography>
      </Box>
    </Box>
  );
}
