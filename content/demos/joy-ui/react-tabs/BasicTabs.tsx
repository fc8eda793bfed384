import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';

export default function BasicTabs() {
  return (
    <Tabs aria-label="Trail information" defaultValue="overview" sx={{ maxWidth: 480 }}>
      <TabList>
        <Tab value="overview">Overview</Tab>
        <Tab value="route">Route</Tab>
        <Tab value="conditions">Conditions</Tab>
      </TabList>
      <TabPanel value="overview">
        The Old Mill loop is a 9 km walk along the river, with two bridges and a café at the halfway point.
      </TabPanel>
      <TabPanel value="route">
        Start at the Marsh Lane car park, follow the towpath north to the mill, and return through Elder Wood.
      </TabPanel>
      <TabPanel value="conditions">The towpath floods after heavy rain; boots are recommended from November to March.</TabPanel>
    </Tabs>
  );
}
