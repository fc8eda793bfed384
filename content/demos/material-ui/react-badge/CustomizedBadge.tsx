import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';

// A ring in the surface color separates the badge from the icon it overlaps,
// and a small offset pulls it onto the icon's shoulder.
const ring = {
  '& .MuiBadge-badge': { right: 2, top: 6, border: 2, borderColor: 'background.paper', px: '4px' },
} as const;

export default function CustomizedBadge() {
  return (
    <Stack direction="row" spacing={2}>
      <IconButton aria-label="Cart, 4 items">
        <Badge badgeContent={4} color="secondary" sx={ring}>
          <ShoppingCartOutlinedIcon />
        </Badge>
      </IconButton>
      <IconButton aria-label="Notifications, 12 new">
        <Badge
          badgeContent={12}
          color="error"
          sx={{ '& .MuiBadge-badge': { fontSize: 10, height: 16, minWidth: 16, px: 0.5, fontWeight: 700 } }}
        >
          <NotificationsNoneIcon />
        </Badge>
      </IconButton>
    </Stack>
  );
}
