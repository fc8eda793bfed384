import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

const draft =
  'Thanks for the quick reply.\nThe package arrived today.\nOne of the mugs was cracked.\nCould you send a replacement?\nI have kept the box.';

export default function MultilineTextFields() {
  return (
    <Box sx={{ display: 'grid', gap: 2, width: '100%', maxWidth: 420 }}>
      <TextField label="Grows from 2 rows, no limit" multiline minRows={2} />
      <TextField label="Grows up to 4 rows, then scrolls" multiline maxRows={4} defaultValue={draft} variant="filled" />
      <TextField label="Fixed at 3 rows" multiline rows={3} helperText="rows turns autosizing off" />
    </Box>
  );
}
