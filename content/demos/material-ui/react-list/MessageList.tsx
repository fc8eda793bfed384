import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import { amber, cyan, purple } from '@mui/material/colors';

const messages = [
  { from: 'Olu Bankole', initials: 'OB', color: amber[700], text: 'The venue confirmed the booking for Friday evening.' },
  { from: 'Camille Durand', initials: 'CD', color: cyan[700], text: 'Could you send me the final guest list before noon?' },
  { from: 'Hiroshi Tanaka', initials: 'HT', color: purple[400], text: 'I found a cheaper caterer, details in the shared folder.' },
];

export default function MessageList() {
  return (
    <List sx={{ width: '100%', maxWidth: 400, bgcolor: 'background.paper' }}>
      {messages.map((message) => (
        <ListItem key={message.from} alignItems="flex-start" divider>
          <ListItemAvatar>
            <Avatar sx={{ bgcolor: message.color }}>{message.initials}</Avatar>
          </ListItemAvatar>
          <ListItemText primary={message.from} secondary={message.text} />
        </ListItem>
      ))}
    </List>
  );
}
