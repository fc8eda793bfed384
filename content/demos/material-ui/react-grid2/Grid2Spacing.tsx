import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Grid from '@mui/material/Unstable_Grid2';

const tile = { height: 56, borderRadius: 1, bgcolor: 'primary.main', color: 'primary.contrastText', display: 'grid', placeItems: 'center' };

export default function Grid2Spacing() {
  const [rowSpacing, setRowSpacing] = React.useState<number>(1);
  const [columnSpacing, setColumnSpacing] = React.useState<number>(3);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }} sx={{ mb: 3, px: 1 }}>
        <Box sx={{ flex: 1 }}>
          <Typography id="row-spacing-label" variant="body2">
            rowSpacing: {rowSpacing}
          </Typography>
          <Slider
            aria-labelledby="row-spacing-label"
            value={rowSpacing}
            onChange={(_event, value) => setRowSpacing(value as number)}
            min={0}
            max={5}
            step={0.5}
            marks
          />
        </Box>
        <Box sx={{ flex: 1 }}>
          <Typography id="column-spacing-label" variant="body2">
            columnSpacing: {columnSpacing}
          </Typography>
          <Slider
            aria-labelledby="column-spacing-label"
            value={columnSpacing}
            onChange={(_event, value) => setColumnSpacing(value as number)}
            min={0}
            max={5}
            step={0.5}
            marks
          />
        </Box>
      </Stack>
      <Grid container rowSpacing={rowSpacing} columnSpacing={columnSpacing}>
        {['A', 'B', 'C', 'D', 'E', 'F'].map((label) => (
          <Grid key={label} xs={6} sm={4}>
            <Box sx={tile}>{label}</Box>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
