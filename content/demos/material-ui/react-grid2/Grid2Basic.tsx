import Box from '@mui/material/Box';
import Grid from '@mui/material/Unstable_Grid2';

const area = { p: 2, borderRadius: 1, height: '100%', border: 1, borderColor: 'divider' };

export default function Grid2Basic() {
  return (
    <Box sx={{ width: '100%' }}>
      <Grid container spacing={2}>
        <Grid xs={12}>
          <Box sx={{ ...area, bgcolor: 'action.hover' }}>Header (xs=12)</Box>
        </Grid>
        <Grid xs={12} md={8}>
          <Box sx={area}>Article body (xs=12 md=8)</Box>
        </Grid>
        <Grid xs={12} md={4}>
          <Box sx={area}>Related reading (xs=12 md=4)</Box>
        </Grid>
      </Grid>
    </Box>
  );
}
