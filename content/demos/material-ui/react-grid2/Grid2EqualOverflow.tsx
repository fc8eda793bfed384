import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Grid from '@mui/material/Unstable_Grid2';

export default function Grid2EqualOverflow() {
  const [disabled, setDisabled] = React.useState<boolean>(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disableEqualOverflow"
        sx={{ mb: 3 }}
      />
      <Box sx={{ outline: 2, outlineColor: 'error.main', outlineStyle: 'dashed', mx: 3 }}>
        <Grid container spacing={3} disableEqualOverflow={disabled} sx={{ bgcolor: 'action.hover' }}>
          {['North', 'East', 'South', 'West'].map((side) => (
            <Grid key={side} xs={6}>
              <Box sx={{ p: 1.5, borderRadius: 1, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>{side}</Box>
            </Grid>
          ))}
        </Grid>
      </Box>
    </Box>
  );
}
