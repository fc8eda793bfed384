import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

export default function BasicTextarea() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 400 }}>
      <Textarea minRows={2} placeholder="Describe the problem you ran into" aria-label="Problem description" />
      <Textarea
        minRows={2}
        defaultValue="The export button stays disabled after I pick a date range on the reports page."
        aria-label="Bug report"
      />
      <Textarea minRows={2} disabled defaultValue="This ticket is closed." aria-label="Closed ticket" />
    </Stack>
  );
}
