import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', width: 140 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'population', headerName: 'Population (M)', type: 'number', width: 150 },
];

const rows = [
  { id: 1, city: 'Jakarta', country: 'Indonesia', population: 11.2 },
  { id: 2, city: 'Lagos', country: 'Nigeria', population: 15.9 },
  { id: 3, city: 'São Paulo', country: 'Brazil', population: 12.3 },
  { id: 4, city: 'Seoul', country: 'South Korea', population: 9.4 },
];

export default function CsvApiGrid() {
  const apiRef = useGridApiRef();
  const [csv, setCsv] = React.useState('');
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 280 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
      <Button
        size="small"
        variant="outlined"
        sx={{ mt: 1 }}
        // The same text a download would hold, without the file: two columns only.
        onClick={() => setCsv(apiRef.current.getDataAsCsv({ fields: ['city', 'population'] }))}
      >
        Show as CSV
      </Button>
      <Typography
        component="pre"
        variant="body2"
        sx={{ mt: 1, minHeight: '7.5em', p: 1, fontFamily: 'monospace', bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {csv || 'Sort or filter the grid, then press the button.'}
      </Typography>
    </Box>
  );
}
