import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import Switch from '@mui/material/Switch';

// Stand-ins for the styles of a page that Material UI is embedded into.
const hostPage = {
  p: 2,
  fontFamily: '"Courier New", monospace',
  color: '#6d4c41',
  bgcolor: '#fff3e0',
  '& *': { boxSizing: 'content-box' },
};

const widget = (
  <Box sx={{ p: 1, border: 1, borderColor: 'divider' }}>
    <p style={{ marginTop: 0 }}>
      Upload <strong>3 of 5</strong> complete.
    </p>
    <div style={{ width: '100%', padding: 6, border: '3px solid currentColor', borderRadius: 4 }}>
      <div style={{ width: '60%', height: 8, background: 'currentColor' }} />
    </div>
  </Box>
);

export default function ScopedBaselineToggle() {
  const [scoped, setScoped] = React.useState<boolean>(true);

  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <FormControlLabel
        control={<Switch checked={scoped} onChange={(event) => setScoped(event.target.checked)} />}
        label="Wrap in ScopedCssBaseline"
      />
      <Box sx={hostPage}>{scoped ? <ScopedCssBaseline>{widget}</ScopedCssBaseline> : widget}</Box>
    </Box>
  );
}
