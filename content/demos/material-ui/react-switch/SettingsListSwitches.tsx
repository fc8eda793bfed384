import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import BluetoothIcon from '@mui/icons-material/Bluetooth';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import WifiIcon from '@mui/icons-material/Wifi';

const settings = [
  { id: 'wifi', label: 'Wi-Fi', detail: 'Connected to Office-5G', icon: <WifiIcon /> },
  { id: 'bluetooth', label: 'Bluetooth', detail: 'Visible as "Laptop 14"', icon: <BluetoothIcon /> },
  { id: 'night', label: 'Night light', detail: 'Warmer colors after sunset', icon: <DarkModeOutlinedIcon /> },
];

export default function SettingsListSwitches() {
  const [on, setOn] = React.useState<string[]>(['wifi']);

  const toggle = (id: string) => () => {
    setOn((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]));
  };

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 380 }}>
      <List subheader={<ListSubheader>Quick settings</ListSubheader>}>
        {settings.map((setting) => {
          const labelId = `settings-switch-${setting.id}`;
          return (
            <ListItem
              key={setting.id}
              secondaryAction={
                <Switch
                  edge="end"
                  checked={on.includes(setting.id)}
                  onChange={toggle(setting.id)}
                  inputProps={{ role: 'switch', 'aria-labelledby': labelId }}
                />
              }
            >
              <ListItemIcon>{setting.icon}</ListItemIcon>
              <ListItemText id={labelId} primary={setting.label} secondary={setting.detail} />
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
