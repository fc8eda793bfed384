import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

export default function ButtonLinks() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Button component="a" href="#sizes" variant="soft" endDecorator={<KeyboardArrowDown />}>
        Compare sizes
      </Button>
      <Button component="a" href="#accessibility" variant="plain" color="neutral">
        Read the accessibility notes
      </Button>
    </Box>
  );
}
