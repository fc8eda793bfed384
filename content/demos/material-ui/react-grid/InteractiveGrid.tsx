import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid, { GridDirection } from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const choices = {
  direction: ['row', 'row-reverse', 'column', 'column-reverse'],
  justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around', 'space-evenly'],
  alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
} as const;

type Setting = keyof typeof choices;

const heights = [40, 72, 56];

export default function InteractiveGrid() {
  const [settings, setSettings] = React.useState<Record<Setting, string>>({
    direction: 'row',
    justifyContent: 'center',
    alignItems: 'center',
  });

  return (
    <Grid container spacing={2}>
      <Grid item xs={12}>
        <Paper variant="outlined" sx={{ height: 260, p: 1, bgcolor: 'action.hover' }}>
          <Grid
            container
            spacing={1}
            direction={settings.direction as GridDirection}
            justifyContent={settings.justifyContent}
            alignItems={settings.alignItems}
            sx={{ height: '100%' }}
          >
            {heights.map((height, index) => (
              <Grid item key={height}>
                <Paper sx={{ width: 64, height, display: 'flex', alignItems: 'center', justifyContent: 'center', pt: index === 1 ? 2 : 0 }}>
                  {index + 1}
                </Paper>
              </Grid>
            ))}
          </Grid>
        </Paper>
      </Grid>
      {(Object.keys(choices) as Setting[]).map((setting) => (
        <Grid item xs={12} md={4} key={setting}>
          <FormControl>
            <FormLabel id={`interactive-grid-${setting}`}>{setting}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`interactive-grid-${setting}`}
              value={settings[setting]}
              onChange={(event) => setSettings({ ...settings, [setting]: event.target.value })}
            >
              {choices[setting].map((value) => (
                <FormControlLabel key={value} value={value} control={<Radio size="small" />} label={value} />
              ))}
            </RadioGroup>
          </FormControl>
        </Grid>
      ))}
    </Grid>
  );
}
