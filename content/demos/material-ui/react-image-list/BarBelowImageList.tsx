import Box from '@mui/material/Box';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';

const products: { name: string; price: string; color: string }[] = [
  { name: 'Linen cushion', price: '€24', color: '#d7ccc8' },
  { name: 'Stoneware mug', price: '€12', color: '#90a4ae' },
  { name: 'Wool throw', price: '€58', color: '#a1887f' },
];

export default function BarBelowImageList() {
  return (
    <ImageList cols={3} gap={12} sx={{ width: '100%', maxWidth: 480, m: 0 }}>
      {products.map((product) => (
        <ImageListItem key={product.name}>
          <Box role="img" aria-label={product.name} sx={{ aspectRatio: '1', borderRadius: 1, bgcolor: product.color }} />
          <ImageListItemBar position="below" title={product.name} subtitle={product.price} />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
