import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';

const elevations: number[] = [0, 1, 3, 6, 12, 24];

export default function DarkElevation() {
  return (
    // The attribute switches the CSS theme variables inside this box to the dark scheme, whatever the site's mode.
    <Box
      data-mui-color-scheme="dark"
      sx={{
        width: '100%',
        p: 2,
        borderRadius: 1,
        bgcolor: 'background.default',
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
        gap: 2,
      }}
    >
      {elevations.map((elevation) => (
        <Paper key={elevation} elevation={elevation} sx={{ height: 72, display: 'grid', placeItems: 'center', typography: 'body2' }}>
          {`elevation=${elevation}`}
        </Paper>
      ))}
    </Box>
  );
}
