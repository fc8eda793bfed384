import Stack from '@mui/joy/Stack';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import Typography from '@mui/joy/Typography';

const labels = ['Today', 'This week', 'This month'];

export default function IndicatorPlacement() {
  return (
    <Stack spacing={3}>
      <div>
        <Typography level="body-sm" sx={{ mb: 0.5 }}>
          Underline and indicator on top
        </Typography>
        <Tabs aria-label="Period, indicator on top" defaultValue="Today">
          <TabList underlinePlacement="top">
            {labels.map((label) => (
              <Tab key={label} value={label} indicatorPlacement="top">
                {label}
              </Tab>
            ))}
          </TabList>
        </Tabs>
      </div>
      <div>
        <Typography level="body-sm" sx={{ mb: 0.5 }}>
          No underline, inset indicator
        </Typography>
        <Tabs aria-label="Period, inset indicator" defaultValue="Today">
          <TabList disableUnderline>
            {labels.map((label) => (
              <Tab key={label} value={label} indicatorInset>
                {label}
              </Tab>
            ))}
          </TabList>
        </Tabs>
      </div>
      <div>
        <Typography level="body-sm" sx={{ mb: 0.5 }}>
          Custom indicator: thicker, rounded, colored
        </Typography>
        <Tabs aria-label="Period, custom indicator" defaultValue="Today">
          <TabList
            sx={{
              '--Tab-indicatorThickness': '4px',
              '--Tab-indicatorRadius': '4px 4px 0 0',
              '--Tab-indicatorSize': '32px',
              [`& [aria-selected="true"]`]: { color: 'primary.plainColor', bgcolor: 'transparent' },
            }}
          >
            {labels.map((label) => (
              <Tab key={label} value={label} indicatorInset>
                {label}
              </Tab>
            ))}
          </TabList>
        </Tabs>
      </div>
    </Stack>
  );
}
