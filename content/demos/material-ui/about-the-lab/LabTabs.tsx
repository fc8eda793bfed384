import * as React from 'react';
import TabContext from '@mui/lab/TabContext';
import TabList from '@mui/lab/TabList';
import TabPanel from '@mui/lab/TabPanel';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';

export default function LabTabs() {
  const [tab, setTab] = React.useState('ingredients');

  return (
    <Box sx={{ width: '100%' }}>
      <TabContext value={tab}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <TabList onChange={(_event, value: string) => setTab(value)} aria-label="Recipe sections">
            <Tab label="Ingredients" value="ingredients" />
            <Tab label="Method" value="method" />
            <Tab label="Notes" value="notes" />
          </TabList>
        </Box>
        <TabPanel value="ingredients">200 g red lentils, 1 onion, 2 carrots, 1 liter of vegetable stock.</TabPanel>
        <TabPanel value="method">Soften the onion, add the rest, simmer for 25 minutes, then blend.</TabPanel>
        <TabPanel value="notes">Keeps for three days in the fridge. A squeeze of lemon lifts it.</TabPanel>
      </TabContext>
    </Box>
  );
}
