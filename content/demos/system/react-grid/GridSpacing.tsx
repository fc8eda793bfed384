import * as React from 'react';
import { Box, Stack, Unstable_Grid as Grid, useTheme } from '@mui/system';

const seats = ['A1', 'A2', 'A3', 'B1', 'B2', 'B3'];

function Slider({ label, value, onChange }: { label: string; value: number; onChange: (value: number) => void }) {
  return (
    <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: 14 }}>
      {label}
      <input type="range" min={0} max={5} step={1} value={value} onChange={(event) => onChange(Number(event.target.value))} />
      <Box component="output" sx={{ minWidth: 16 }}>
        {value}
      </Box>
    </Box>
  );
}

export default function GridSpacing() {
  const theme = useTheme();
  const [rowSpacing, setRowSpacing] = React.useState(1);
  const [columnSpacing, setColumnSpacing] = React.useState(3);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
        <Slider label="rowSpacing" value={rowSpacing} onChange={setRowSpacing} />
        <Slider label="columnSpacing" value={columnSpacing} onChange={setColumnSpacing} />
      </Stack>
      <Grid container rowSpacing={rowSpacing} columnSpacing={columnSpacing}>
        {seats.map((seat) => (
          <Grid key={seat} xs={4}>
            <Box sx={{ py: 1.5, textAlign: 'center', borderRadius: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}>{seat}</Box>
          </Grid>
        ))}
      </Grid>
      <Box component="code" sx={{ display: 'block', mt: 2, fontSize: 13, color: 'text.secondary' }}>
        --Grid-rowSpacing: {theme.spacing(rowSpacing)}; --Grid-columnSpacing: {theme.spacing(columnSpacing)};
      </Box>
    </Box>
  );
}
