import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';

export default function SlotPropsDemo() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <FormControl>
        <FormLabel>Verification code</FormLabel>
        <Input
          placeholder="000000"
          slotProps={{
            // Props for the inner <input>: attributes and styles of its own.
            input: {
              inputMode: 'numeric',
              maxLength: 6,
              autoComplete: 'one-time-code',
              sx: { letterSpacing: '0.4em', fontFamily: 'code' },
            },
          }}
        />
        <FormHelperText>We sent it to +1 (415) 555-0132.</FormHelperText>
      </FormControl>
      <FormControl>
        <FormLabel>Time zone</FormLabel>
        <Select
          defaultValue="Europe/Berlin"
          slotProps={{
            // The popup list: a maximum height, and kept inside the demo's flow.
            listbox: { disablePortal: true, sx: { maxHeight: 180 } },
          }}
        >
          <Option value="America/Los_Angeles">Los Angeles (UTC−08:00)</Option>
          <Option value="America/New_York">New York (UTC−05:00)</Option>
          <Option value="Europe/London">London (UTC+00:00)</Option>
          <Option value="Europe/Berlin">Berlin (UTC+01:00)</Option>
          <Option value="Asia/Kolkata">Kolkata (UTC+05:30)</Option>
          <Option value="Asia/Tokyo">Tokyo (UTC+09:00)</Option>
        </Select>
      </FormControl>
      <Checkbox
        label="Email me a weekly summary"
        defaultChecked
        slotProps={{
          // A function receives the owner state, so props can follow the state.
          checkbox: ({ checked }) => ({
            sx: { borderRadius: checked ? '50%' : 'xs', transition: 'border-radius 0.2s' },
          }),
        }}
      />
    </Stack>
  );
}
