import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import ExploreIcon from '@mui/icons-material/Explore';
import FavoriteIcon from '@mui/icons-material/Favorite';
import HistoryIcon from '@mui/icons-material/History';

export default function LabeledBottomNavigation() {
  const [value, setValue] = React.useState<number>(0);

  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <BottomNavigation showLabels value={value} onChange={(_event: React.SyntheticEvent, newValue: number) => setValue(newValue)}>
        <BottomNavigationAction label="Discover" icon={<ExploreIcon />} />
        <BottomNavigationAction label="Favorites" icon={<FavoriteIcon />} />
        <BottomNavigationAction label="History" icon={<HistoryIcon />} />
      </BottomNavigation>
    </Box>
  );
}
