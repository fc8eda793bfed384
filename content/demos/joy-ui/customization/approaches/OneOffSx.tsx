import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';

export default function OneOffSx() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Card variant="outlined" sx={{ width: 260 }}>
        <Typography level="title-md">Trail running shoes</Typography>
        <Typography level="body-sm">Lightweight, with a grippy sole for wet rock.</Typography>
        <Button startDecorator={<ShoppingCartOutlined />}>Add to cart</Button>
      </Card>
      <Card
        variant="outlined"
        sx={{
          width: 260,
          borderRadius: 'xl',
          boxShadow: 'md',
          bgcolor: 'background.level1',
          '--Card-padding': '1.5rem',
        }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography level="title-md">Trail running shoes</Typography>
          <Chip size="sm" color="success" sx={{ fontWeight: 'lg' }}>
            In stock
          </Chip>
        </Stack>
        <Typography level="body-sm" sx={{ color: 'text.tertiary' }}>
          Lightweight, with a grippy sole for wet rock.
        </Typography>
        <Button startDecorator={<ShoppingCartOutlined />} sx={{ '--Button-gap': '1rem', borderRadius: 'xl', alignSelf: 'flex-start' }}>
          Add to cart
        </Button>
      </Card>
    </Stack>
  );
}
