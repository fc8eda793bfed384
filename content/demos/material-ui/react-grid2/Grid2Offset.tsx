import Box from '@mui/material/Box';
import Grid from '@mui/material/Unstable_Grid2';

const block = { p: 1.5, borderRadius: 1, bgcolor: 'primary.main', color: 'primary.contrastText' };

export default function Grid2Offset() {
  return (
    <Box sx={{ width: '100%' }}>
      <Grid container spacing={2}>
        <Grid xs={4}>
          <Box sx={block}>xs=4</Box>
        </Grid>
        <Grid xs={4} xsOffset={4}>
          <Box sx={block}>xs=4 xsOffset=4</Box>
        </Grid>
        <Grid xs={6} md={4} mdOffset={2}>
          <Box sx={block}>mdOffset=2</Box>
        </Grid>
        <Grid xs={3} xsOffset="auto">
          <Box sx={block}>xsOffset=&quot;auto&quot;</Box>
        </Grid>
      </Grid>
    </Box>
  );
}
