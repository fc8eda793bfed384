import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';

export default function ButtonVariants() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Button variant="solid">Check out</Button>
      <Button variant="soft">Add to cart</Button>
      <Button variant="outlined">Compare</Button>
      <Button variant="plain">Save for later</Button>
    </Box>
  );
}
