import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';

const swatches: string[] = [
  '#004d40',
  '#00695c',
  '#00796b',
  '#00897b',
  '#009688',
  '#26a69a',
  '#4db6ac',
  '#80cbc4',
  '#b2dfdb',
  '#00bfa5',
  '#1de9b6',
  '#64ffda',
];

export default function ResponsiveGrid() {
  return (
    <Box sx={{ width: '100%' }}>
      <Grid container columns={{ xs: 4, sm: 8, md: 12 }} spacing={{ xs: 1, md: 2 }}>
        {swatches.map((color) => (
          <Grid item key={color} xs={2}>
            <Box sx={{ height: 64, borderRadius: 1, bgcolor: color, display: 'grid', placeItems: 'center' }}>
              <Box component="span" sx={{ px: 0.5, borderRadius: 0.5, bgcolor: 'background.paper', typography: 'caption' }}>
                {color}
              </Box>
            </Box>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
