import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const settings = [
  { label: 'General', text: 'Workspace name, time zone and the first day of the week.' },
  { label: 'Members', text: 'Invite people by email and choose what each person can edit.' },
  { label: 'Billing', text: 'Current plan, payment method and downloadable invoices.' },
  { label: 'Integrations', text: 'Connect calendars and chat tools to post updates automatically.' },
];

export default function VerticalTabs() {
  const [value, setValue] = React.useState<number>(0);

  return (
    <Box sx={{ display: 'flex', width: '100%', minHeight: 200, bgcolor: 'background.paper' }}>
      <Tabs
        orientation="vertical"
        value={value}
        onChange={(_event: React.SyntheticEvent, newValue: number) => setValue(newValue)}
        aria-label="Workspace settings"
        sx={{ borderRight: 1, borderColor: 'divider', flexShrink: 0 }}
      >
        {settings.map((setting, index) => (
          <Tab key={setting.label} label={setting.label} id={`settings-tab-${index}`} aria-controls={`settings-tabpanel-${index}`} />
        ))}
      </Tabs>
      {settings.map((setting, index) => (
        <Box
          key={setting.label}
          role="tabpanel"
          hidden={value !== index}
          id={`settings-tabpanel-${index}`}
          aria-labelledby={`settings-tab-${index}`}
          sx={{ p: 3 }}
        >
          {value === index && <Typography>{setting.text}</Typography>}
        </Box>
      ))}
    </Box>
  );
}
