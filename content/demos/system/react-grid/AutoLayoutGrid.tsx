import { Box, Unstable_Grid as Grid } from '@mui/system';

const cell = { p: 1.5, borderRadius: 1, border: 1, borderColor: 'divider', fontSize: 14, whiteSpace: 'nowrap' } as const;

export default function AutoLayoutGrid() {
  return (
    <Box sx={{ width: '100%' }}>
      <Grid container spacing={1} alignItems="center">
        <Grid xs="auto">
          <Box sx={cell}>xs=&quot;auto&quot;: as wide as this text</Box>
        </Grid>
        <Grid xs>
          <Box sx={{ ...cell, bgcolor: 'action.hover' }}>xs: takes the rest</Box>
        </Grid>
        <Grid xs={3}>
          <Box sx={cell}>xs=3</Box>
        </Grid>
      </Grid>
    </Box>
  );
}
