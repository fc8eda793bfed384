import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

export default function BasicSwitches() {
  return (
    <Stack direction="row" spacing={1}>
      <Switch defaultChecked inputProps={{ 'aria-label': 'Switched on example' }} />
      <Switch inputProps={{ 'aria-label': 'Switched off example' }} />
      <Switch disabled defaultChecked inputProps={{ 'aria-label': 'Disabled, on' }} />
      <Switch disabled inputProps={{ 'aria-label': 'Disabled, off' }} />
    </Stack>
  );
}
