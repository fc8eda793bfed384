import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import type { ColorPaletteProp } from '@mui/joy/styles';

const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];
const statuses = ['Open', 'Shipped', 'Returned'];

function StatusTabs({ color }: { color: ColorPaletteProp }) {
  const [value, setValue] = React.useState<string | number | null>('Open');
  return (
    <Tabs aria-label={`Order status, ${color}`} value={value} onChange={(_event, newValue) => setValue(newValue)}>
      <TabList variant="soft" color={color} disableUnderline sx={{ borderRadius: 'md', p: 0.5, gap: 0.5, width: 'fit-content' }}>
        {statuses.map((status) => (
          <Tab
            key={status}
            value={status}
            color={color}
            variant={value === status ? 'solid' : 'plain'}
            disableIndicator
            sx={{ borderRadius: 'sm' }}
          >
            {status}
          </Tab>
        ))}
      </TabList>
    </Tabs>
  );
}

export default function TabsColors() {
  return (
    <Stack spacing={1.5}>
      {colors.map((color) => (
        <StatusTabs key={color} color={color} />
      ))}
    </Stack>
  );
}
