import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import ShareIcon from '@mui/icons-material/Share';

const actions = [
  { label: 'Copy link', icon: <ContentCopyIcon /> },
  { label: 'Download', icon: <DownloadIcon /> },
  { label: 'Share with…', icon: <ShareIcon /> },
];

export default function SwipeableBottomDrawer() {
  const [open, setOpen] = React.useState<boolean>(false);

  return (
    <div>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Photo options
      </Button>
      <SwipeableDrawer anchor="bottom" open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)} disableSwipeToOpen>
        <Box sx={{ pt: 1 }}>
          <Box sx={{ width: 32, height: 4, mx: 'auto', borderRadius: 2, bgcolor: 'action.disabled' }} />
          <List>
            {actions.map((action) => (
              <ListItemButton key={action.label} onClick={() => setOpen(false)}>
                <ListItemIcon>{action.icon}</ListItemIcon>
                <ListItemText primary={action.label} />
              </ListItemButton>
            ))}
          </List>
        </Box>
      </SwipeableDrawer>
    </div>
  );
}
