import * as React from 'react';
import Box from '@mui/material/Box';
import Grow from '@mui/material/Grow';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

const tile = { width: 120, height: 90, borderRadius: 2, bgcolor: 'secondary.main' };

export default function GrowTransition() {
  const [shown, setShown] = React.useState<boolean>(false);

  return (
    <Box sx={{ textAlign: 'center' }}>
      <FormControlLabel control={<Switch checked={shown} onChange={(event) => setShown(event.target.checked)} />} label="Show" />
      <Box sx={{ display: 'flex', gap: 2, mt: 1, height: 90 }}>
        <Grow in={shown}>
          <Box sx={tile} />
        </Grow>
        <Grow in={shown} style={{ transformOrigin: '0 0 0' }} {...(shown ? { timeout: 1000 } : {})}>
          <Box sx={tile} />
        </Grow>
      </Box>
    </Box>
  );
}
