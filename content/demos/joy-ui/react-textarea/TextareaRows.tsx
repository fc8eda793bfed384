import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

const letter = [
  'Dear Ms. Lindqvist,',
  '',
  'Thank you for your order of 12 March. The walnut desk you chose is back in stock and will leave our workshop in Porto on Monday.',
  '',
  'The carrier will call you a day before delivery to agree on a time.',
  '',
  'Kind regards,',
  'Tomás Ribeiro',
].join('\n');

export default function TextareaRows() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 460 }}>
      <FormControl>
        <FormLabel>Message (grows from 2 to 5 rows)</FormLabel>
        <Textarea minRows={2} maxRows={5} placeholder="Type a few lines to see the field grow" />
        <FormHelperText>Past five rows, the field scrolls.</FormHelperText>
      </FormControl>
      <FormControl>
        <FormLabel>Reply template (fixed at 4 rows)</FormLabel>
        <Textarea minRows={4} maxRows={4} defaultValue={letter} />
      </FormControl>
    </Stack>
  );
}
