import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function WrappedLabelTabs() {
  const [value, setValue] = React.useState('returns');

  return (
    <Box sx={{ width: '100%' }}>
      <Tabs value={value} onChange={(_event: React.SyntheticEvent, newValue: string) => setValue(newValue)} aria-label="Help topics">
        <Tab value="returns" label="Returns, exchanges and refunds for orders paid with a gift card" wrapped />
        <Tab value="shipping" label="Shipping" />
        <Tab value="warranty" label="Warranty" />
      </Tabs>
    </Box>
  );
}
