import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Grid from '@mui/material/Unstable_Grid2';

const cell = { p: 1.5, borderRadius: 1, border: 1, borderColor: 'divider', height: '100%', display: 'flex', alignItems: 'center' };

export default function Grid2AutoLayout() {
  return (
    <Box sx={{ width: '100%' }}>
      <Grid container spacing={2} alignItems="stretch">
        <Grid xs="auto">
          <Box sx={{ ...cell, bgcolor: 'action.hover' }}>xs=&quot;auto&quot;</Box>
        </Grid>
        <Grid xs>
          <Box sx={cell}>
            {/* noWrap truncates because Grid v2 items have min-width: 0. */}
            <Typography noWrap>xs (grows): a long file name such as quarterly-report-final-v3-reviewed-by-finance.pdf</Typography>
          </Box>
        </Grid>
        <Grid xs="auto">
          <Box sx={cell}>
            <Button size="small" variant="contained">
              Open
            </Button>
          </Box>
        </Grid>
      </Grid>
    </Box>
  );
}
