import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';

const width = 200;
const pages = ['Inbox', 'Scheduled', 'Sent', 'Archive'];

export default function ResponsiveDrawer() {
  const [open, setOpen] = React.useState(false);
  const [container, setContainer] = React.useState<HTMLDivElement | null>(null);

  const navigation = (
    <List component="nav" aria-label="Mailboxes">
      {pages.map((page) => (
        <ListItemButton key={page} onClick={() => setOpen(false)}>
          <ListItemText primary={page} />
        </ListItemButton>
      ))}
    </List>
  );

  return (
    // The frame stands in for the browser window: drawers and app bar are
    // positioned inside it, so the demo stays in its box.
    <Box
      ref={setContainer}
      sx={{ position: 'relative', height: 300, overflow: 'hidden', display: 'flex', border: 1, borderColor: 'divider' }}
    >
      <AppBar position="absolute" sx={{ width: { sm: `calc(100% - ${width}px)` }, ml: { sm: `${width}px` } }}>
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open mailboxes"
            onClick={() => setOpen(true)}
            sx={{ mr: 2, display: { sm: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="div">
            Mail
          </Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ width: { sm: width }, flexShrink: { sm: 0 } }}>
        {/* Narrow: a temporary drawer, kept mounted for a faster first open. */}
        <Drawer
          variant="temporary"
          open={open}
          onClose={() => setOpen(false)}
          container={container}
          ModalProps={{ keepMounted: true }}
          sx={{
            display: { xs: 'block', sm: 'none' },
            position: 'absolute',
            '& .MuiBackdrop-root': { position: 'absolute' },
            '& .MuiDrawer-paper': { position: 'absolute', width },
          }}
        >
          {navigation}
        </Drawer>
        {/* Wide: a permanent drawer with the same content. */}
        <Drawer variant="permanent" sx={{ display: { xs: 'none', sm: 'block' }, '& .MuiDrawer-paper': { position: 'absolute', width } }}>
          {navigation}
        </Drawer>
      </Box>
      <Box component="main" sx={{ flexGrow: 1, p: 2 }}>
        <Toolbar />
        <Typography variant="body2">Narrow this window below 600px to turn the side panel into a drawer behind the menu button.</Typography>
      </Box>
    </Box>
  );
}
