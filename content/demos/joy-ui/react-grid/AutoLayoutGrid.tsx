import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';

export default function AutoLayoutGrid() {
  return (
    <Grid container spacing={2}>
      <Grid xs="auto">
        <Sheet variant="outlined" sx={{ p: 1.5, borderRadius: 'sm', typography: 'body-sm' }}>
          xs=&quot;auto&quot;: as wide as its content
        </Sheet>
      </Grid>
      <Grid xs>
        <Sheet variant="soft" color="primary" sx={{ p: 1.5, borderRadius: 'sm', typography: 'body-sm' }}>
          xs: takes the rest
        </Sheet>
      </Grid>
      <Grid xs={3}>
        <Sheet variant="outlined" sx={{ p: 1.5, borderRadius: 'sm', typography: 'body-sm' }}>
          xs=3
        </Sheet>
      </Grid>
    </Grid>
  );
}
