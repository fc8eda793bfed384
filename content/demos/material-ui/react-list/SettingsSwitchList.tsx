import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Switch from '@mui/material/Switch';
import BluetoothIcon from '@mui/icons-material/Bluetooth';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import WifiIcon from '@mui/icons-material/Wifi';

const settings = [
  { id: 'wifi', label: 'Wi-Fi', icon: <WifiIcon /> },
  { id: 'bluetooth', label: 'Bluetooth', icon: <BluetoothIcon /> },
  { id: 'night-shift', label: 'Night shift', icon: <DarkModeIcon /> },
];

export default function SettingsSwitchList() {
  const [enabled, setEnabled] = React.useState<string[]>(['wifi']);

  const toggle = (id: string) => setEnabled((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]));

  return (
    <List sx={{ width: '100%', maxWidth: 360, bgcolor: 'background.paper' }} subheader={<ListSubheader>Quick settings</ListSubheader>}>
      {settings.map((setting) => (
        <ListItem key={setting.id}>
          <ListItemIcon>{setting.icon}</ListItemIcon>
          <ListItemText id={`quick-setting-${setting.id}`} primary={setting.label} />
          <Switch
            edge="end"
            checked={enabled.includes(setting.id)}
            onChange={() => toggle(setting.id)}
            inputProps={{ 'aria-labelledby': `quick-setting-${setting.id}` }}
          />
        </ListItem>
      ))}
    </List>
  );
}
