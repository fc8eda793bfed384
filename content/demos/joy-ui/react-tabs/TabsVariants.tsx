import Stack from '@mui/joy/Stack';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import Typography from '@mui/joy/Typography';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];

export default function TabsVariants() {
  return (
    <Stack spacing={2}>
      {variants.map((variant) => (
        <div key={variant}>
          <Typography level="body-sm" sx={{ mb: 0.5 }}>
            variant=&quot;{variant}&quot;
          </Typography>
          <Tabs aria-label={`Inbox folders, ${variant} tabs`} defaultValue="inbox">
            <TabList disableUnderline>
              <Tab value="inbox" variant={variant} color="primary">
                Inbox
              </Tab>
              <Tab value="sent" variant={variant} color="primary">
                Sent
              </Tab>
              <Tab value="archive" variant={variant} color="primary">
                Archive
              </Tab>
            </TabList>
          </Tabs>
        </div>
      ))}
    </Stack>
  );
}
