import * as React from 'react';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import DescriptionIcon from '@mui/icons-material/Description';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FolderIcon from '@mui/icons-material/Folder';

export default function FileTreeList() {
  const [open, setOpen] = React.useState(true);

  return (
    <List
      component="div"
      sx={{ width: '100%', maxWidth: 320, bgcolor: 'background.paper' }}
      subheader={<ListSubheader component="div">Project files</ListSubheader>}
    >
      <ListItemButton>
        <ListItemIcon>
          <DescriptionIcon />
        </ListItemIcon>
        <ListItemText primary="README.md" />
      </ListItemButton>
      <ListItemButton aria-expanded={open} onClick={() => setOpen(!open)}>
        <ListItemIcon>
          <FolderIcon />
        </ListItemIcon>
        <ListItemText primary="docs" />
        {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List component="div" disablePadding>
          {['getting-started.md', 'deployment.md'].map((file) => (
            <ListItemButton key={file} sx={{ pl: 4 }}>
              <ListItemIcon>
                <DescriptionIcon />
              </ListItemIcon>
              <ListItemText primary={file} />
            </ListItemButton>
          ))}
        </List>
      </Collapse>
    </List>
  );
}
