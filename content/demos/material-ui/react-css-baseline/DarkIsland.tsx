import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import Switch from '@mui/material/Switch';

export default function DarkIsland() {
  const [colorScheme, setColorScheme] = React.useState<boolean>(true);

  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <FormControlLabel
        control={<Switch checked={colorScheme} onChange={(event) => setColorScheme(event.target.checked)} />}
        label="enableColorScheme"
      />
      {/* With CSS theme variables, this attribute switches the palette inside the element. */}
      <ScopedCssBaseline data-mui-color-scheme="dark" enableColorScheme={colorScheme} sx={{ p: 2, borderRadius: 1 }}>
        <label htmlFor="island-volume">Volume </label>
        <input id="island-volume" type="range" min={0} max={10} defaultValue={6} />
        <Box sx={{ mt: 1 }}>
          <label>
            <input type="checkbox" defaultChecked /> Native checkbox
          </label>
        </Box>
      </ScopedCssBaseline>
    </Box>
  );
}
