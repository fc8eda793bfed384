import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';

export default function OpeningHoursDividers() {
  return (
    <List sx={{ width: '100%', maxWidth: 360, bgcolor: 'background.paper' }} aria-label="Opening hours">
      <ListItem>
        <ListItemText primary="Monday to Friday" secondary="8:00 – 18:00" />
      </ListItem>
      <Divider component="li" />
      <ListItem>
        <ListItemText primary="Saturday" secondary="9:00 – 14:00" />
      </ListItem>
      <Divider component="li" />
      <ListItem>
        <ListItemText primary="Sunday" secondary="Closed" />
      </ListItem>
    </List>
  );
}
