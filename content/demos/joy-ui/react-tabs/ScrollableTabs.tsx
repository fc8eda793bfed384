import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab, { tabClasses } from '@mui/joy/Tab';

const cities = [
  'Amsterdam',
  'Barcelona',
  'Copenhagen',
  'Dublin',
  'Edinburgh',
  'Florence',
  'Geneva',
  'Helsinki',
  'Istanbul',
  'Krakow',
  'Lisbon',
  'Munich',
];

export default function ScrollableTabs() {
  return (
    <Tabs aria-label="Destinations" defaultValue="Amsterdam" sx={{ width: '100%', maxWidth: 420 }}>
      <TabList
        sx={{
          overflow: 'auto',
          scrollSnapType: 'x mandatory',
          '&::-webkit-scrollbar': { display: 'none' },
          scrollbarWidth: 'none',
          [`& .${tabClasses.root}`]: { flex: 'none', scrollSnapAlign: 'start' },
        }}
      >
        {cities.map((city) => (
          <Tab key={city} value={city}>
            {city}
          </Tab>
        ))}
      </TabList>
    </Tabs>
  );
}
