import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import Grid from '@mui/joy/Grid';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp } from '@mui/joy/styles';

const products: { name: string; price: string; color: ColorPaletteProp }[] = [
  { name: 'Linen shirt', price: '€59', color: 'primary' },
  { name: 'Canvas tote', price: '€24', color: 'success' },
  { name: 'Wool scarf', price: '€45', color: 'warning' },
  { name: 'Leather belt', price: '€38', color: 'danger' },
  { name: 'Cotton socks (3 pairs)', price: '€15', color: 'neutral' },
  { name: 'Rain jacket', price: '€129', color: 'primary' },
];

export default function ResponsiveGrid() {
  return (
    <Grid container spacing={{ xs: 1, md: 2 }}>
      {products.map((product) => (
        <Grid key={product.name} xs={12} sm={6} md={4}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <AspectRatio ratio="16/9" variant="soft" color={product.color} sx={{ borderRadius: 'sm' }}>
              <div>
                <Typography level="body-xs">Photo of the {product.name.toLowerCase()}</Typography>
              </div>
            </AspectRatio>
            <Typography level="title-sm">{product.name}</Typography>
            <Typography level="body-sm">{product.price}</Typography>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
