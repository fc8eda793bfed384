import Box from '@mui/material/Box';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

const tiles: { title: string; color: string; cols?: number; rows?: number }[] = [
  { title: 'Market stalls', color: '#ef6c00', cols: 2, rows: 2 },
  { title: 'Bread basket', color: '#ffca28' },
  { title: 'Olive jars', color: '#7cb342' },
  { title: 'Spice counter', color: '#d84315', cols: 2 },
  { title: 'Fish on ice', color: '#4dd0e1', cols: 2 },
  { title: 'Flower bucket', color: '#ec407a', rows: 2 },
  { title: 'Cheese wheel', color: '#fff176', rows: 2 },
  { title: 'Herb bundles', color: '#43a047', cols: 2 },
];

export default function QuiltedImageList() {
  return (
    <ImageList variant="quilted" cols={4} rowHeight={80} gap={6} sx={{ width: '100%', maxWidth: 480, m: 0 }}>
      {tiles.map((tile) => (
        <ImageListItem key={tile.title} cols={tile.cols ?? 1} rows={tile.rows ?? 1}>
          <Box role="img" aria-label={tile.title} sx={{ height: '100%', borderRadius: 1, bgcolor: tile.color }} />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
