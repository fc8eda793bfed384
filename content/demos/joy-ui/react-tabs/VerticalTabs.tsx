import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import Typography from '@mui/joy/Typography';

const sections = [
  { value: 'general', label: 'General', text: 'Workspace name, default language and the start of the working week.' },
  { value: 'members', label: 'Members', text: 'Fourteen people have access; three of them are administrators.' },
  { value: 'notifications', label: 'Notifications', text: 'A daily summary at 8:00, and an email when someone mentions you.' },
  { value: 'integrations', label: 'Integrations', text: 'Calendar and file storage are connected. Chat is not.' },
];

export default function VerticalTabs() {
  return (
    <Tabs
      aria-label="Workspace settings"
      orientation="vertical"
      defaultValue="general"
      sx={{ minHeight: 180, borderRadius: 'sm', border: '1px solid', borderColor: 'divider' }}
    >
      <TabList>
        {sections.map((section) => (
          <Tab key={section.value} value={section.value}>
            {section.label}
          </Tab>
        ))}
      </TabList>
      {sections.map((section) => (
        <TabPanel key={section.value} value={section.value}>
          <Typography level="title-md" sx={{ mb: 1 }}>
            {section.label}
          </Typography>
          <Typography level="body-sm">{section.text}</Typography>
        </TabPanel>
      ))}
    </Tabs>
  );
}
