import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';

const elevations = [0, 1, 2, 4, 8, 12, 16, 24];

export default function PaperElevation() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 3, p: 1, width: '100%' }}>
      {elevations.map((elevation) => (
        <Paper key={elevation} elevation={elevation} sx={{ height: 80, display: 'grid', placeItems: 'center', typography: 'body2' }}>
          elevation={elevation}
        </Paper>
      ))}
    </Box>
  );
}
