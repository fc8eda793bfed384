import { Box, Unstable_Grid as Grid } from '@mui/system';

const cities = [
  { name: 'Lisbon', country: 'Portugal' },
  { name: 'Montréal', country: 'Canada' },
  { name: 'Osaka', country: 'Japan' },
  { name: 'Cape Town', country: 'South Africa' },
  { name: 'Valparaíso', country: 'Chile' },
  { name: 'Tallinn', country: 'Estonia' },
];

export default function ResponsiveGrid() {
  return (
    <Box sx={{ width: '100%' }}>
      <Grid container spacing={{ xs: 1, md: 2 }} component="ul" sx={{ listStyle: 'none', p: 0 }}>
        {cities.map((city) => (
          <Grid key={city.name} component="li" xs={12} sm={6} md={4}>
            <Box sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover', height: '100%' }}>
              <Box sx={{ fontWeight: 'bold' }}>{city.name}</Box>
              <Box sx={{ fontSize: 14, color: 'text.secondary' }}>{city.country}</Box>
            </Box>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
