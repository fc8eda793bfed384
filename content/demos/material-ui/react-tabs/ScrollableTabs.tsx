import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const stations = [
  'Aldgate',
  'Bank',
  'Barbican',
  'Blackfriars',
  'Cannon Street',
  'Farringdon',
  'Liverpool Street',
  'Monument',
  'Moorgate',
  'Temple',
];

export default function ScrollableTabs() {
  const [value, setValue] = React.useState<number>(0);

  return (
    <Box sx={{ width: '100%', maxWidth: 480, bgcolor: 'background.paper' }}>
      <Tabs
        value={value}
        onChange={(_event: React.SyntheticEvent, newValue: number) => setValue(newValue)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Departure boards by station"
      >
        {stations.map((station) => (
          <Tab key={station} label={station} />
        ))}
      </Tabs>
    </Box>
  );
}
