import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import FlightIcon from '@mui/icons-material/Flight';
import HotelIcon from '@mui/icons-material/Hotel';
import TrainIcon from '@mui/icons-material/Train';

export default function ItineraryInsetDividers() {
  return (
    <List sx={{ width: '100%', maxWidth: 360, bgcolor: 'background.paper' }}>
      <ListItem>
        <ListItemAvatar>
          <Avatar>
            <FlightIcon />
          </Avatar>
        </ListItemAvatar>
        <ListItemText primary="Flight to Lisbon" secondary="Thursday, 07:40" />
      </ListItem>
      <Divider variant="inset" component="li" />
      <ListItem>
        <ListItemAvatar>
          <Avatar>
            <HotelIcon />
          </Avatar>
        </ListItemAvatar>
        <ListItemText primary="Hotel check-in" secondary="Thursday, 14:00" />
      </ListItem>
      <Divider variant="inset" component="li" />
      <ListItem>
        <ListItemAvatar>
          <Avatar>
            <TrainIcon />
          </Avatar>
        </ListItemAvatar>
        <ListItemText primary="Train to Porto" secondary="Saturday, 10:15" />
      </ListItem>
    </List>
  );
}
