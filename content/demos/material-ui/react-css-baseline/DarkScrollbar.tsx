import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import darkScrollbar from '@mui/material/darkScrollbar';

const entries: string[] = Array.from({ length: 14 }, (_value, index) => `Log entry ${index + 1}: build step finished`);

export default function DarkScrollbar() {
  const [styled, setStyled] = React.useState<boolean>(true);

  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <FormControlLabel
        control={<Switch checked={styled} onChange={(event) => setStyled(event.target.checked)} />}
        label="darkScrollbar()"
      />
      <Box
        data-mui-color-scheme="dark"
        tabIndex={0}
        aria-label="Build log"
        sx={[
          { height: 160, overflowY: 'scroll', p: 1.5, borderRadius: 1, bgcolor: 'background.default', color: 'text.primary' },
          styled && darkScrollbar(),
        ]}
      >
        {entries.map((entry) => (
          <Typography key={entry} variant="body2" sx={{ fontFamily: 'monospace' }}>
            {entry}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
