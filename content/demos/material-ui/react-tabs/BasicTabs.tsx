import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const panels = [
  { label: 'Description', text: 'A hand-thrown stoneware jug with a speckled oatmeal glaze. Holds about one liter.' },
  { label: 'Care', text: 'Dishwasher safe. Avoid sudden temperature changes, such as pouring boiling water into a cold jug.' },
  { label: 'Delivery', text: 'Ships in two to four working days, wrapped in recycled paper.' },
];

export default function BasicTabs() {
  const [value, setValue] = React.useState<number>(0);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={value}
          onChange={(_event: React.SyntheticEvent, newValue: number) => setValue(newValue)}
          aria-label="Product information"
        >
          {panels.map((panel, index) => (
            <Tab key={panel.label} label={panel.label} id={`product-tab-${index}`} aria-controls={`product-tabpanel-${index}`} />
          ))}
        </Tabs>
      </Box>
      {panels.map((panel, index) => (
        <div
          key={panel.label}
          role="tabpanel"
          hidden={value !== index}
          id={`product-tabpanel-${index}`}
          aria-labelledby={`product-tab-${index}`}
        >
          {value === index && <Typography sx={{ p: 3 }}>{panel.text}</Typography>}
        </div>
      ))}
    </Box>
  );
}
