import { Box, Unstable_Grid as Grid } from '@mui/system';

const block = { p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: 14 };

export default function OffsetGrid() {
  return (
    <Box sx={{ width: '100%' }}>
      <Grid container spacing={2} columns={{ xs: 6, md: 12 }}>
        <Grid xs={6} md={4}>
          <Box sx={block}>Order summary</Box>
        </Grid>
        <Grid xs={3} xsOffset={3} md={3} mdOffset="auto">
          <Box sx={{ ...block, bgcolor: 'primary.main', color: 'primary.contrastText', textAlign: 'center' }}>Pay now</Box>
        </Grid>
        <Grid xs={4} xsOffset={1} md={6} mdOffset={3}>
          <Box sx={block}>Delivery notes, centered</Box>
        </Grid>
      </Grid>
    </Box>
  );
}
