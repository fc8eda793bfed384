import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import StarIcon from '@mui/icons-material/Star';

const contacts = [
  { name: 'Amara Nwosu', favorite: true },
  { name: 'Ben Castillo', favorite: false },
  { name: 'Chen Wei', favorite: false },
];

export default function InsetList() {
  return (
    <List sx={{ width: '100%', maxWidth: 360, bgcolor: 'background.paper' }} aria-label="Contacts">
      {contacts.map((contact) => (
        <ListItem key={contact.name} disablePadding>
          <ListItemButton>
            {contact.favorite && (
              <ListItemIcon>
                <StarIcon titleAccess="Favorite" />
              </ListItemIcon>
            )}
            <ListItemText inset={!contact.favorite} primary={contact.name} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
