import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';

function Cell({ children }: { children: string }) {
  return (
    <Sheet variant="soft" color="primary" sx={{ p: 1.5, borderRadius: 'sm', textAlign: 'center', typography: 'body-sm' }}>
      {children}
    </Sheet>
  );
}

export default function BasicGrid() {
  return (
    <Grid container spacing={2} sx={{ flexGrow: 1 }}>
      <Grid xs={8}>
        <Cell>xs=8: article</Cell>
      </Grid>
      <Grid xs={4}>
        <Cell>xs=4: sidebar</Cell>
      </Grid>
      <Grid xs={4}>
        <Cell>xs=4</Cell>
      </Grid>
      <Grid xs={4}>
        <Cell>xs=4</Cell>
      </Grid>
      <Grid xs={4}>
        <Cell>xs=4</Cell>
      </Grid>
    </Grid>
  );
}
