import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import Switch from '@mui/material/Switch';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const letterTheme = createTheme({
  palette: { background: { default: '#fbf6ec' }, text: { primary: '#4a3426' } },
  typography: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeightBold: 800 },
});

const letter = (
  <Box sx={{ p: 2, border: 1, borderColor: 'divider' }}>
    <p style={{ margin: 0 }}>
      Dear guest, your room is ready from <strong>two o&apos;clock</strong>. The key is waiting at the front desk.
    </p>
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
      <ThemeProvider theme={letterTheme}>{scoped ? <ScopedCssBaseline>{letter}</ScopedCssBaseline> : letter}</ThemeProvider>
    </Box>
  );
}
