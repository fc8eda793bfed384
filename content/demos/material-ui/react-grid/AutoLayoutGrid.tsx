import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';

const cell = { p: 1.5, borderRadius: 1, bgcolor: 'action.selected', height: '100%' };

export default function AutoLayoutGrid() {
  return (
    <Box sx={{ width: '100%', display: 'grid', gap: 3 }}>
      <Grid container spacing={2}>
        <Grid item xs>
          <Box sx={cell}>xs (grows)</Box>
        </Grid>
        <Grid item xs={6}>
          <Box sx={cell}>xs=6</Box>
        </Grid>
        <Grid item xs>
          <Box sx={cell}>xs (grows)</Box>
        </Grid>
      </Grid>
      <Grid container spacing={2} alignItems="center">
        <Grid item xs="auto">
          <Box sx={cell}>xs=&quot;auto&quot; fits its content</Box>
        </Grid>
        <Grid item xs>
          <Box sx={cell}>xs takes what is left</Box>
        </Grid>
      </Grid>
    </Box>
  );
}
