import * as React from 'react';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import WifiOutlined from '@mui/icons-material/WifiOutlined';

const settings = [
  { id: 'notifications', title: 'Notifications', detail: 'Alerts for messages and mentions', icon: <NotificationsActiveOutlined /> },
  { id: 'location', title: 'Location services', detail: 'Used for local weather and maps', icon: <LocationOnOutlined /> },
  { id: 'wifi-only', title: 'Download on Wi-Fi only', detail: 'Saves mobile data', icon: <WifiOutlined /> },
];

export default function SettingsList() {
  const [enabled, setEnabled] = React.useState<Record<string, boolean>>({
    notifications: true,
    location: false,
    'wifi-only': true,
  });
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', width: 380 }}>
      <List sx={{ '--ListItemDecorator-size': '40px', py: 0 }}>
        {settings.map((setting, index) => (
          <React.Fragment key={setting.id}>
            {index > 0 ? <ListDivider /> : null}
            <ListItem sx={{ py: 1.25 }}>
              <ListItemDecorator>{setting.icon}</ListItemDecorator>
              <ListItemContent>
                <Typography id={`${setting.id}-title`} level="title-sm">
                  {setting.title}
                </Typography>
                <Typography id={`${setting.id}-detail`} level="body-xs">
                  {setting.detail}
                </Typography>
              </ListItemContent>
              <Switch
                checked={enabled[setting.id]}
                onChange={(event) => setEnabled((current) => ({ ...current, [setting.id]: event.target.checked }))}
                color={enabled[setting.id] ? 'success' : 'neutral'}
                slotProps={{
                  input: {
                    role: 'switch',
                    'aria-labelledby': `${setting.id}-title`,
                    'aria-describedby': `${setting.id}-detail`,
                  },
                }}
              />
            </ListItem>
          </React.Fragment>
        ))}
      </List>
    </Sheet>
  );
}
