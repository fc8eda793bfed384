import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SchoolIcon from '@mui/icons-material/School';

const folders = [
  {
    name: 'Tax returns',
    modified: 'Modified Apr 12, 2024',
    icon: <ReceiptLongIcon />,
  },
  {
    name: 'Vacation photos',
    modified: 'Modified Aug 3, 2023',
    icon: <BeachAccessIcon />,
  },
  {
    name: 'Course notes',
    modified: 'Modified Jan 29, 2024',
    icon: <SchoolIcon />,
  },
];

export default function FolderList() {
  return (
    <List sx={{ width: '100%', maxWidth: 360, bgcolor: 'background.paper' }} aria-label="Folders">
      {folders.map((folder) => (
        <ListItem key={folder.name}>
          <ListItemAvatar>
            <Avatar>{folder.icon}</Avatar>
          </ListItemAvatar>
          <ListItemText primary={folder.name} secondary={folder.modified} />
        </ListItem>
      ))}
    </List>
  );
}
