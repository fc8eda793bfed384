import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import MapIcon from '@mui/icons-material/Map';
import PersonIcon from '@mui/icons-material/Person';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';

type Section = 'home' | 'stores' | 'basket' | 'profile';

export default function SelectedLabelBottomNavigation() {
  const [section, setSection] = React.useState<Section>('home');

  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Current section: {section}
      </Typography>
      <BottomNavigation value={section} onChange={(_event: React.SyntheticEvent, newValue: Section) => setSection(newValue)}>
        <BottomNavigationAction label="Home" value="home" icon={<HomeIcon />} />
        <BottomNavigationAction label="Stores" value="stores" icon={<MapIcon />} />
        <BottomNavigationAction label="Basket" value="basket" icon={<ShoppingCartIcon />} />
        <BottomNavigationAction label="Profile" value="profile" icon={<PersonIcon />} />
      </BottomNavigation>
    </Box>
  );
}
