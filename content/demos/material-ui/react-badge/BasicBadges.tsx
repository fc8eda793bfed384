import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import MailIcon from '@mui/icons-material/Mail';
import NotificationsIcon from '@mui/icons-material/Notifications';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';

export default function BasicBadges() {
  return (
    <Stack direction="row" spacing={3}>
      <IconButton aria-label="Inbox, 7 unread messages">
        <Badge badgeContent={7} color="primary">
          <MailIcon />
        </Badge>
      </IconButton>
      <IconButton aria-label="Notifications, 3 new">
        <Badge badgeContent={3} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <IconButton aria-label="Cart, 2 items">
        <Badge badgeContent={2} color="secondary">
          <ShoppingCartIcon />
        </Badge>
      </IconButton>
    </Stack>
  );
}
