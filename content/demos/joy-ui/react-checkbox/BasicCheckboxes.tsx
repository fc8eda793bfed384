import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';

export default function BasicCheckboxes() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Checkbox label="Remember me on this device" defaultChecked />
      <Checkbox label="Email me a weekly summary" />
      <Checkbox label="Beta features (ask your admin)" disabled />
      <Checkbox label="Required by your organization" disabled defaultChecked />
    </Box>
  );
}
