import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListSubheader from '@mui/joy/ListSubheader';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

const timeZones: Record<string, { value: string; label: string }[]> = {
  Americas: [
    { value: 'America/New_York', label: 'New York (UTC−05:00)' },
    { value: 'America/Chicago', label: 'Chicago (UTC−06:00)' },
    { value: 'America/Sao_Paulo', label: 'São Paulo (UTC−03:00)' },
  ],
  Europe: [
    { value: 'Europe/London', label: 'London (UTC+00:00)' },
    { value: 'Europe/Berlin', label: 'Berlin (UTC+01:00)' },
    { value: 'Europe/Athens', label: 'Athens (UTC+02:00)' },
  ],
  Asia: [
    { value: 'Asia/Kolkata', label: 'Kolkata (UTC+05:30)' },
    { value: 'Asia/Singapore', label: 'Singapore (UTC+08:00)' },
    { value: 'Asia/Tokyo', label: 'Tokyo (UTC+09:00)' },
  ],
};

export default function GroupedSelect() {
  return (
    <Select defaultValue="Europe/Berlin" aria-label="Time zone" sx={{ width: 260 }} slotProps={{ listbox: { sx: { maxHeight: 280 } } }}>
      {Object.entries(timeZones).map(([region, zones]) => (
        <ListItem nested key={region}>
          <ListSubheader sticky>{region}</ListSubheader>
          <List>
            {zones.map((zone) => (
              <Option key={zone.value} value={zone.value}>
                {zone.label}
              </Option>
            ))}
          </List>
        </ListItem>
      ))}
    </Select>
  );
}
