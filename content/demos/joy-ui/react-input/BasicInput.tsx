import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function BasicInput() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 320 }}>
      <Input placeholder="Search the help center" aria-label="Search the help center" />
      <Input defaultValue="Lisbon" aria-label="City" />
      <Input disabled defaultValue="Account ID 48213" aria-label="Account ID" />
    </Stack>
  );
}
