import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, gridColumnVisibilityModelSelector, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'River', width: 140 },
  { field: 'continent', headerName: 'Continent', width: 150 },
  { field: 'length', headerName: 'Length (km)', type: 'number', width: 140 },
];

const rows = [
  { id: 1, name: 'Nile', continent: 'Africa', length: 6650 },
  { id: 2, name: 'Amazon', continent: 'South America', length: 6400 },
  { id: 3, name: 'Yangtze', continent: 'Asia', length: 6300 },
  { id: 4, name: 'Mississippi', continent: 'North America', length: 6275 },
  { id: 5, name: 'Yenisei', continent: 'Asia', length: 5539 },
  { id: 6, name: 'Danube', continent: 'Europe', length: 2850 },
];

export default function ApiRefOutsideGrid() {
  // The API object of the grid below, usable anywhere in this component once the grid has mounted.
  const apiRef = useGridApiRef();
  const [csv, setCsv] = React.useState('');

  // A column is hidden when the visibility model maps its field to false.
  const toggleContinent = () => {
    const hidden = gridColumnVisibilityModelSelector(apiRef).continent === false;
    apiRef.current.setColumnVisibility('continent', hidden);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.setSortModel([{ field: 'length', sort: 'asc' }])}>
          Shortest first
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.selectRow(3)}>
          Select the Yangtze
        </Button>
        <Button size="small" variant="outlined" onClick={toggleContinent}>
          Toggle Continent
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.setFilterModel({ items: [{ field: 'continent', operator: 'equals', value: 'Asia' }] })}
        >
          Asia only
        </Button>
        <Button size="small" variant="outlined" onClick={() => setCsv(apiRef.current.getDataAsCsv())}>
          Read as CSV
        </Button>
      </Stack>
      <Box sx={{ height: 370 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
      <Box
        component="pre"
        sx={{ mt: 1, mb: 0, p: 1, height: 110, overflow: 'auto', fontSize: 12, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {csv || 'getDataAsCsv() output appears here.'}
      </Box>
    </Box>
  );
}
