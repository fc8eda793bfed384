import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';

function Cell({ children }: { children: string }) {
  return (
    <Sheet variant="soft" color="neutral" sx={{ p: 1.5, borderRadius: 'sm', textAlign: 'center', typography: 'body-sm' }}>
      {children}
    </Sheet>
  );
}

export default function OffsetGrid() {
  return (
    <Grid container spacing={2}>
      <Grid xs={6} md={4} mdOffset={4}>
        <Cell>md=4 mdOffset=4</Cell>
      </Grid>
      <Grid xs={4} xsOffset="auto">
        <Cell>xsOffset=&quot;auto&quot;</Cell>
      </Grid>
      <Grid xs={3} xsOffset={3}>
        <Cell>xsOffset=3</Cell>
      </Grid>
      <Grid xs={3} xsOffset={3}>
        <Cell>xsOffset=3</Cell>
      </Grid>
    </Grid>
  );
}
