import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function GridSpacing() {
  const [spacing, setSpacing] = React.useState<number>(2);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="grid-spacing-label" gutterBottom>
        spacing={spacing} ({spacing * 8}px with the default spacing unit)
      </Typography>
      <Slider
        aria-labelledby="grid-spacing-label"
        value={spacing}
        onChange={(_event, value) => setSpacing(value as number)}
        min={0}
        max={5}
        step={0.5}
        marks
        sx={{ maxWidth: 320, mb: 2 }}
      />
      <Grid container spacing={spacing}>
        {['Draft', 'In review', 'Scheduled', 'Published', 'Archived', 'Trash'].map((label) => (
          <Grid item key={label} xs={6} sm={4}>
            <Box sx={{ p: 2, borderRadius: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}>{label}</Box>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
