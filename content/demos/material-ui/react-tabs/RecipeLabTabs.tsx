import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Typography from '@mui/material/Typography';
import TabContext from '@mui/lab/TabContext';
import TabList from '@mui/lab/TabList';
import TabPanel from '@mui/lab/TabPanel';

export default function RecipeLabTabs() {
  const [value, setValue] = React.useState('ingredients');

  return (
    <Box sx={{ width: '100%', typography: 'body1' }}>
      <TabContext value={value}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <TabList onChange={(_event: React.SyntheticEvent, newValue: string) => setValue(newValue)} aria-label="Shakshuka recipe">
            <Tab label="Ingredients" value="ingredients" />
            <Tab label="Method" value="method" />
            <Tab label="Notes" value="notes" />
          </TabList>
        </Box>
        <TabPanel value="ingredients">
          Six eggs, a can of crushed tomatoes, one red bell pepper, one onion, two cloves of garlic, cumin, smoked paprika and a handful of
          cilantro.
        </TabPanel>
        <TabPanel value="method">
          Soften the onion and pepper, add the garlic and spices, pour in the tomatoes and simmer for ten minutes. Make six wells, crack an
          egg into each, cover and cook until the whites set.
        </TabPanel>
        <TabPanel value="notes">
          <Typography>Serves three. The sauce keeps for two days in the fridge; add the eggs only when reheating.</Typography>
        </TabPanel>
      </TabContext>
    </Box>
  );
}
