import Masonry from '@mui/lab/Masonry';
import Box from '@mui/material/Box';

const swatches: { name: string; color: string; height: number }[] = [
  { name: 'Lagoon', color: 'info.main', height: 120 },
  { name: 'Moss', color: 'success.main', height: 80 },
  { name: 'Ember', color: 'error.main', height: 150 },
  { name: 'Saffron', color: 'warning.main', height: 100 },
  { name: 'Iris', color: 'secondary.main', height: 130 },
  { name: 'Harbor', color: 'primary.main', height: 90 },
  { name: 'Pine', color: 'success.dark', height: 140 },
  { name: 'Coral', color: 'error.light', height: 70 },
];

export default function ResponsiveMasonry() {
  return (
    <Masonry columns={{ xs: 2, sm: 3, md: 4 }} spacing={{ xs: 1, sm: 2, md: 2 }} defaultColumns={2} defaultSpacing={1} defaultHeight={580}>
      {swatches.map((swatch) => (
        <Box
          key={swatch.name}
          sx={{ height: swatch.height, bgcolor: swatch.color, color: 'common.white', borderRadius: 1, p: 1, typography: 'body2' }}
        >
          {swatch.name}
        </Box>
      ))}
    </Masonry>
  );
}
