import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';

export default function BasicSwitch() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 380 }}>
      <FormControl orientation="horizontal" sx={{ justifyContent: 'space-between' }}>
        <div>
          <FormLabel>Automatic updates</FormLabel>
          <FormHelperText sx={{ mt: 0 }}>Install security fixes overnight.</FormHelperText>
        </div>
        <Switch defaultChecked slotProps={{ input: { role: 'switch' } }} />
      </FormControl>
      <FormControl orientation="horizontal" sx={{ justifyContent: 'space-between' }}>
        <FormLabel>Usage statistics</FormLabel>
        <Switch slotProps={{ input: { role: 'switch' } }} />
      </FormControl>
      <FormControl orientation="horizontal" disabled sx={{ justifyContent: 'space-between' }}>
        <FormLabel>Single sign-on (managed by your admin)</FormLabel>
        <Switch defaultChecked slotProps={{ input: { role: 'switch' } }} />
      </FormControl>
    </Stack>
  );
}
