import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab, { tabClasses } from '@mui/joy/Tab';

export default function SegmentedTabs() {
  return (
    <Tabs aria-label="Billing period" defaultValue="monthly" sx={{ bgcolor: 'transparent', width: 'fit-content' }}>
      <TabList
        disableUnderline
        sx={{
          p: 0.5,
          gap: 0.5,
          borderRadius: 'xl',
          bgcolor: 'background.level1',
          [`& .${tabClasses.root}`]: { borderRadius: 'xl' },
          [`& .${tabClasses.root}[aria-selected="true"]`]: {
            boxShadow: 'sm',
            bgcolor: 'background.surface',
          },
        }}
      >
        <Tab value="monthly" disableIndicator>
          Monthly
        </Tab>
        <Tab value="yearly" disableIndicator>
          Yearly
        </Tab>
        <Tab value="lifetime" disableIndicator>
          Lifetime
        </Tab>
      </TabList>
    </Tabs>
  );
}
