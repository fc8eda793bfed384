import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import ArchiveIcon from '@mui/icons-material/Archive';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';

const folders = {
  inbox: ['Dentist reminder', 'Book club: next title', 'Your parcel has shipped', 'Rota for June', 'Photos from the hike'],
  sent: ['Re: Book club', 'Invoice 2291', 'Quick question about the lease'],
  archive: ['Tax documents 2023', 'Wedding RSVP list'],
};

type Folder = keyof typeof folders;

export default function PinnedBottomNavigation() {
  const [folder, setFolder] = React.useState<Folder>('inbox');

  return (
    <Box sx={{ position: 'relative', width: '100%', maxWidth: 360, height: 280, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <List dense sx={{ height: '100%', overflow: 'auto', pb: 8 }}>
        {folders[folder].map((subject) => (
          <ListItem key={subject}>
            <ListItemText primary={subject} />
          </ListItem>
        ))}
      </List>
      <Paper elevation={3} square sx={{ position: 'absolute', bottom: 0, left: 0, right: 0 }}>
        <BottomNavigation value={folder} onChange={(_event: React.SyntheticEvent, value: Folder) => setFolder(value)}>
          <BottomNavigationAction label="Inbox" value="inbox" icon={<InboxIcon />} />
          <BottomNavigationAction label="Sent" value="sent" icon={<SendIcon />} />
          <BottomNavigationAction label="Archive" value="archive" icon={<ArchiveIcon />} />
        </BottomNavigation>
      </Paper>
    </Box>
  );
}
