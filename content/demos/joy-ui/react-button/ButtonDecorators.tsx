import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Add from '@mui/icons-material/Add';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import ShoppingCart from '@mui/icons-material/ShoppingCart';

export default function ButtonDecorators() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button startDecorator={<Add />}>New project</Button>
      <Button variant="soft" endDecorator={<KeyboardArrowRight />}>
        Continue
      </Button>
      <Button
        variant="outlined"
        color="neutral"
        startDecorator={<ShoppingCart />}
        endDecorator={
          <Chip component="span" size="sm" variant="solid" color="primary">
            3
          </Chip>
        }
      >
        Cart
      </Button>
    </Box>
  );
}
