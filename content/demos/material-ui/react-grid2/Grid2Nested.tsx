import Box from '@mui/material/Box';
import Grid from '@mui/material/Unstable_Grid2';

const tile = { p: 1.5, borderRadius: 1, bgcolor: 'action.selected', textAlign: 'center' };
const rooms: string[] = ['Kitchen', 'Hallway', 'Study', 'Garage'];

export default function Grid2Nested() {
  return (
    <Box sx={{ width: '100%' }}>
      <Grid container spacing={2}>
        <Grid xs={12} sm={4}>
          <Box sx={{ ...tile, height: '100%', bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>Floor plan</Box>
        </Grid>
        <Grid container xs={12} sm={8}>
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
