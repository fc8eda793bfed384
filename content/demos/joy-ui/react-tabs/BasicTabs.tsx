import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';

export default function BasicTabs() {
  return (
    <Tabs aria-label="Trail information" defaultValue={0} sx={{ maxWidth: 480 }}>
      <TabList>
        <Tab>Overview</Tab>
        <Tab>Route</Tab>
        <Tab>Conditions</Tab>
      </TabList>
      <TabPanel value={0}>
        The Old Mill loop is a 9 km walk along the river, with two bridges and a café at the halfway point.
      </TabPanel>
      <TabPanel value={1}>
        Start at the Marsh Lane car park, follow the towpath north to the mill, and return through Elder Wood.
      </TabPanel>
      <TabPanel value={2}>
        The towpath floods after heavy rain; boots are recommended from November to March.
      </TabPanel>
    </Tabs>
  );
}
