import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import MapIcon from '@mui/icons-material/Map';
import PersonIcon from '@mui/icons-material/Person';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';

const sections = [
  { value: 'home', label: 'Home', icon: <HomeIcon /> },
  { value: 'stores', label: 'Stores', icon: <MapIcon /> },
  { value: 'basket', label: 'Basket', icon: <ShoppingCartIcon /> },
  { value: 'profile', label: 'Profile', icon: <PersonIcon /> },
];

export default function SelectedLabelBottomNavigation() {
  const [current, setCurrent] = React.useState<string>('home');

  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Current section: {current}
      </Typography>
      <BottomNavigation
        component="nav"
        aria-label="Main"
        value={current}
        onChange={(_event: React.SyntheticEvent, newValue: string) => setCurrent(newValue)}
      >
        {sections.map((section) => (
          <BottomNavigationAction
            key={section.value}
            label={section.label}
            value={section.value}
            icon={section.icon}
            aria-current={current === section.value ? 'page' : undefined}
          />
        ))}
      </BottomNavigation>
    </Box>
  );
}
