import { Box, Unstable_Grid as Grid } from '@mui/system';

const panel = { p: 2, height: '100%', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' };
const size = { fontSize: 12, color: 'text.secondary', fontFamily: 'monospace' };

export default function BasicGrid() {
  return (
    <Box sx={{ width: '100%' }}>
      <Grid container spacing={2}>
        <Grid xs={8}>
          <Box sx={panel}>
            Revenue this quarter <Box sx={size}>xs=8</Box>
          </Box>
        </Grid>
        <Grid xs={4}>
          <Box sx={panel}>
            Open orders <Box sx={size}>xs=4</Box>
          </Box>
        </Grid>
        <Grid xs={4}>
          <Box sx={panel}>
            Refunds <Box sx={size}>xs=4</Box>
          </Box>
        </Grid>
        <Grid xs={8}>
          <Box sx={panel}>
            Top products <Box sx={size}>xs=8</Box>
          </Box>
        </Grid>
      </Grid>
    </Box>
  );
}
