import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';

export default function BasicButtons() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Button>Publish article</Button>
      <Button variant="outlined" color="neutral">
        Save draft
      </Button>
      <Button disabled>Schedule</Button>
    </Box>
  );
}
