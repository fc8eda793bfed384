import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef, type GridRowGroupingModel } from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'continent', headerName: 'Continent', width: 130 },
  { field: 'population', headerName: 'Population (k)', type: 'number', width: 140 },
];

const rows = [
  { id: 1, city: 'Lyon', country: 'France', continent: 'Europe', population: 522 },
  { id: 2, city: 'Nice', country: 'France', continent: 'Europe', population: 342 },
  { id: 3, city: 'Porto', country: 'Portugal', continent: 'Europe', population: 232 },
  { id: 4, city: 'Braga', country: 'Portugal', continent: 'Europe', population: 193 },
  { id: 5, city: 'Osaka', country: 'Japan', continent: 'Asia', population: 2752 },
  { id: 6, city: 'Kyoto', country: 'Japan', continent: 'Asia', population: 1464 },
  { id: 7, city: 'Busan', country: 'South Korea', continent: 'Asia', population: 3349 },
  { id: 8, city: 'Cusco', country: 'Peru', continent: 'South America', population: 428 },
  { id: 9, city: 'Arequipa', country: 'Peru', continent: 'South America', population: 1008 },
];

export default function ControlledGroupingGrid() {
  const [model, setModel] = React.useState<GridRowGroupingModel>(['continent', 'country']);
  const [multiple, setMultiple] = React.useState(false);
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1, flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={multiple} onChange={(event) => setMultiple(event.target.checked)} />}
          label="One column per criterion"
        />
        <Typography variant="body2" aria-live="polite">
          rowGroupingModel: {JSON.stringify(model)}
        </Typography>
      </Stack>
      <Box sx={{ height: 440 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
          rowGroupingColumnMode={multiple ? 'multiple' : 'single'}
          defaultGroupingExpansionDepth={-1}
          disableRowSelectionOnClick
        />
      </Box>
    </Box>
  );
}
