import Stack from '@mui/joy/Stack';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';

const sizes = ['sm', 'md', 'lg'] as const;

export default function TabsSizes() {
  return (
    <Stack spacing={2}>
      {sizes.map((size) => (
        <Tabs
          key={size}
          size={size}
          aria-label={`Account settings, size ${size}`}
          defaultValue="profile"
          variant="outlined"
          sx={{ borderRadius: 'sm' }}
        >
          <TabList tabFlex={1}>
            <Tab value="profile">Profile</Tab>
            <Tab value="billing">Billing</Tab>
            <Tab value="security">Security</Tab>
          </TabList>
          <TabPanel value="profile">Name, photo and time zone (size=&quot;{size}&quot;).</TabPanel>
          <TabPanel value="billing">Card ending in 4242, billed on the 1st of each month.</TabPanel>
          <TabPanel value="security">Two-step verification is on.</TabPanel>
        </Tabs>
      ))}
    </Stack>
  );
}
