import Box from '@mui/material/Box';
import Grid from '@mui/material/Unstable_Grid2';

const tile = {
  py: 2,
  borderRadius: 1,
  textAlign: 'center',
  bgcolor: 'secondary.main',
  color: 'secondary.contrastText',
  typography: 'body2',
};

// Four columns on phones, ten from md up: each item spans 2, so 2 or 5 items fit on a row.
export default function Grid2Columns() {
  return (
    <Box sx={{ width: '100%' }}>
      <Grid container spacing={1} columns={{ xs: 4, md: 10 }}>
        {Array.from({ length: 10 }, (_value, index) => (
          <Grid key={index} xs={2}>
            <Box sx={tile}>Day {index + 1}</Box>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
