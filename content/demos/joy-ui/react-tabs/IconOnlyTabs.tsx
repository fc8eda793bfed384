import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import ViewListRoundedIcon from '@mui/icons-material/ViewListRounded';
import GridViewRoundedIcon from '@mui/icons-material/GridViewRounded';
import MapRoundedIcon from '@mui/icons-material/MapRounded';

export default function IconOnlyTabs() {
  return (
    <Tabs aria-label="Results layout" defaultValue="list" sx={{ width: 'fit-content' }}>
      <TabList>
        <Tab value="list" aria-label="List">
          <ViewListRoundedIcon />
        </Tab>
        <Tab value="grid" aria-label="Grid">
          <GridViewRoundedIcon />
        </Tab>
        <Tab value="map" aria-label="Map">
          <MapRoundedIcon />
        </Tab>
      </TabList>
    </Tabs>
  );
}
