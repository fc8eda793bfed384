import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

const weekdays: string[] = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export default function NestedGrid() {
  return (
    <Box sx={{ width: '100%' }}>
      <Grid container spacing={2}>
        <Grid item xs={12} md={4}>
          <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
            Route planner
          </Paper>
        </Grid>
        <Grid item xs={12} md={8}>
          <Grid container spacing={1}>
            {weekdays.map((day) => (
              <Grid item key={day} xs={4}>
                <Paper sx={{ p: 1.5, textAlign: 'center', bgcolor: 'action.hover' }} elevation={0}>
                  {day}
                </Paper>
              </Grid>
            ))}
          </Grid>
        </Grid>
      </Grid>
    </Box>
  );
}
