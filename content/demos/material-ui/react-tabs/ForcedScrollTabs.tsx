import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs, { tabsClasses } from '@mui/material/Tabs';

const genres = ['Jazz', 'Blues', 'Soul', 'Funk', 'Reggae', 'Bossa nova', 'Hip hop', 'Folk', 'Bluegrass', 'Ambient', 'Classical'];

export default function ForcedScrollTabs() {
  const [value, setValue] = React.useState(0);

  return (
    <Box sx={{ width: '100%', maxWidth: 480, bgcolor: 'background.paper' }}>
      <Tabs
        value={value}
        onChange={(_event: React.SyntheticEvent, newValue: number) => setValue(newValue)}
        variant="scrollable"
        scrollButtons
        allowScrollButtonsMobile
        aria-label="Radio stations by genre"
        sx={{
          // A disabled scroll button is transparent by default; show it faintly so the row does not seem to jump.
          [`& .${tabsClasses.scrollButtons}.Mui-disabled`]: { opacity: 0.3 },
        }}
      >
        {genres.map((genre) => (
          <Tab key={genre} label={genre} />
        ))}
      </Tabs>
    </Box>
  );
}
