import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';

export default function ButtonSizes() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="sm">Reply</Button>
        <Button size="md">Reply</Button>
        <Button size="lg">Reply</Button>
      </Box>
      <Button fullWidth size="lg" color="success">
        Confirm booking
      </Button>
    </Box>
  );
}
