import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

const panels: { title: string; xs: number; md: number }[] = [
  { title: 'Orders today', xs: 12, md: 8 },
  { title: 'Returns', xs: 6, md: 4 },
  { title: 'New customers', xs: 6, md: 4 },
  { title: 'Revenue by region', xs: 12, md: 8 },
];

export default function BasicGrid() {
  return (
    <Box sx={{ width: '100%' }}>
      <Grid container spacing={2}>
        {panels.map((panel) => (
          <Grid item key={panel.title} xs={panel.xs} md={panel.md}>
            <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
              {panel.title}
              <Box component="span" sx={{ display: 'block', typography: 'caption', color: 'text.secondary' }}>
                xs={panel.xs} md={panel.md}
              </Box>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
