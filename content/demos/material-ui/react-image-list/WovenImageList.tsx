import Box from '@mui/material/Box';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

const tiles = [
  { title: 'Terracotta pots', from: '#ff8a65', to: '#bf360c' },
  { title: 'Linen towels', from: '#e0e0e0', to: '#9e9e9e' },
  { title: 'Indigo scarf', from: '#5c6bc0', to: '#1a237e' },
  { title: 'Honey jar', from: '#ffe082', to: '#ff8f00' },
  { title: 'Sage candle', from: '#c5e1a5', to: '#558b2f' },
  { title: 'Walnut bowl', from: '#a1887f', to: '#4e342e' },
];

export default function WovenImageList() {
  return (
    <ImageList variant="woven" cols={3} gap={8} sx={{ width: '100%', maxWidth: 420, m: 0 }}>
      {tiles.map((tile, index) => (
        <ImageListItem key={tile.title}>
          {/* Odd tiles set the row height with a portrait ratio; even tiles fill the 70% the variant gives them. */}
          <Box
            role="img"
            aria-label={tile.title}
            sx={{
              ...(index % 2 === 0 ? { aspectRatio: '3 / 4' } : { height: '100%' }),
              borderRadius: 1,
              background: `linear-gradient(200deg, ${tile.from}, ${tile.to})`,
            }}
          />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
