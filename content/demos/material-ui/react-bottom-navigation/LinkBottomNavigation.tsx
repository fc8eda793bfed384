import * as React from 'react';
import Badge from '@mui/material/Badge';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';

// Stands in for a router: the current path, and a navigate function.
function useFakeLocation(initial: string) {
  const [pathname, setPathname] = React.useState(initial);
  return { pathname, navigate: setPathname };
}

const destinations = [
  { path: '/home', label: 'Home', icon: <HomeOutlinedIcon /> },
  { path: '/messages', label: 'Messages', icon: <ChatBubbleOutlineIcon />, unread: 3 },
  { path: '/profile', label: 'Profile', icon: <PersonOutlineIcon /> },
];

export default function LinkBottomNavigation() {
  const { pathname, navigate } = useFakeLocation('/home');
  // The bar's value is derived from the location, never stored separately.
  const current = destinations.find((item) => pathname.startsWith(item.path))?.path ?? false;

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 360 }}>
      <Typography sx={{ p: 2 }} variant="body2" color="text.secondary">
        Current path: <code>{pathname}</code>
      </Typography>
      <BottomNavigation component="nav" aria-label="Main" value={current} showLabels>
        {destinations.map((item) => (
          <BottomNavigationAction
            key={item.path}
            component="a"
            href={`#${item.path.slice(1)}`}
            onClick={(event: React.MouseEvent) => {
              // A router's link would do this: no page load, just a new location.
              event.preventDefault();
              navigate(item.path);
            }}
            value={item.path}
            label={item.label}
            aria-current={current === item.path ? 'page' : undefined}
            aria-label={item.unread ? `${item.label}, ${item.unread} unread` : undefined}
            icon={
              item.unread ? (
                <Badge badgeContent={item.unread} color="error">
                  {item.icon}
                </Badge>
              ) : (
                item.icon
              )
            }
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
