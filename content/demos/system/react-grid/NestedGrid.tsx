import { Box, Unstable_Grid as Grid } from '@mui/system';

const rooms = ['Kitchen', 'Living room', 'Bedroom', 'Bathroom'];
const tile = { p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: 14, height: '100%' };

export default function NestedGrid() {
  return (
    <Box sx={{ width: '100%' }}>
      <Grid container spacing={2}>
        <Grid xs={12} md={4}>
          <Box sx={{ ...tile, bgcolor: 'primary.main', color: 'primary.contrastText' }}>Apartment 4B, 72 m²</Box>
        </Grid>
        {/* An item that is also a container: it inherits spacing 2 and 12 columns from the outer grid. */}
        <Grid container xs={12} md={8}>
          {rooms.map((room) => (
            <Grid key={room} xs={6}>
              <Box sx={tile}>{room}</Box>
            </Grid>
          ))}
        </Grid>
      </Grid>
    </Box>
  );
}
