import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import DeleteIcon from '@mui/icons-material/Delete';

const commands = [
  { label: 'Cut', shortcut: 'Ctrl+X', icon: <ContentCutIcon fontSize="small" /> },
  { label: 'Copy', shortcut: 'Ctrl+C', icon: <ContentCopyIcon fontSize="small" /> },
  { label: 'Paste', shortcut: 'Ctrl+V', icon: <ContentPasteIcon fontSize="small" /> },
];

export default function IconMenuList() {
  return (
    <Paper sx={{ width: 260, maxWidth: '100%' }}>
      <MenuList aria-label="Edit commands">
        {commands.map((command) => (
          <MenuItem key={command.label}>
            <ListItemIcon>{command.icon}</ListItemIcon>
            <ListItemText>{command.label}</ListItemText>
            <Typography variant="body2" color="text.secondary">
              {command.shortcut}
            </Typography>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem>
          <ListItemIcon>
            <DeleteIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Delete</ListItemText>
        </MenuItem>
      </MenuList>
    </Paper>
  );
}
