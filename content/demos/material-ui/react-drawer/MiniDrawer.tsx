import * as React from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Theme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import BarChartIcon from '@mui/icons-material/BarChart';

const links = [
  { label: 'Home', icon: <HomeOutlinedIcon /> },
  { label: 'Customers', icon: <PeopleOutlineIcon /> },
  { label: 'Reports', icon: <BarChartIcon /> },
];

export default function MiniDrawer() {
  const [open, setOpen] = React.useState(false);
  const width = open ? 200 : 56;
  const grow = (theme: Theme) => theme.transitions.create('width', { duration: theme.transitions.duration.short });

  return (
    <Box sx={{ position: 'relative', width: '100%', height: 240, display: 'flex', overflow: 'hidden', border: 1, borderColor: 'divider' }}>
      <Drawer
        variant="permanent"
        sx={{
          width,
          flexShrink: 0,
          transition: grow,
          '& .MuiDrawer-paper': { position: 'absolute', width, overflowX: 'hidden', transition: grow },
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton aria-label={open ? 'Collapse menu' : 'Expand menu'} onClick={() => setOpen(!open)}>
            {open ? <ChevronLeftIcon /> : <ChevronRightIcon />}
          </IconButton>
        </Box>
        <List component="nav" aria-label="Sections">
          {links.map((link) => (
            <ListItemButton key={link.label} sx={{ px: 2 }}>
              <ListItemIcon sx={{ minWidth: 40 }}>{link.icon}</ListItemIcon>
              <ListItemText primary={link.label} sx={{ opacity: open ? 1 : 0, whiteSpace: 'nowrap' }} />
            </ListItemButton>
          ))}
        </List>
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, p: 2 }}>
        <Typography variant="body2">
          Collapsed, the drawer keeps only its icons; the content beside it takes the room it gives back.
        </Typography>
      </Box>
    </Box>
  );
}
