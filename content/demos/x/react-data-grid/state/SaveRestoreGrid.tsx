import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridToolbar, useGridApiRef, type GridColDef, type GridInitialState } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Planet', width: 130 },
  { field: 'moons', headerName: 'Moons', type: 'number', width: 110 },
  { field: 'radius', headerName: 'Radius (km)', type: 'number', width: 140 },
  { field: 'ringed', headerName: 'Rings', type: 'boolean', width: 100 },
];

const rows = [
  { id: 1, name: 'Mercury', moons: 0, radius: 2440, ringed: false },
  { id: 2, name: 'Venus', moons: 0, radius: 6052, ringed: false },
  { id: 3, name: 'Earth', moons: 1, radius: 6371, ringed: false },
  { id: 4, name: 'Mars', moons: 2, radius: 3390, ringed: false },
  { id: 5, name: 'Jupiter', moons: 95, radius: 69911, ringed: true },
  { id: 6, name: 'Saturn', moons: 146, radius: 58232, ringed: true },
  { id: 7, name: 'Uranus', moons: 28, radius: 25362, ringed: true },
  { id: 8, name: 'Neptune', moons: 16, radius: 24622, ringed: true },
];

export default function SaveRestoreGrid() {
  const apiRef = useGridApiRef();
  const [saved, setSaved] = React.useState<GridInitialState | null>(null);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setSaved(apiRef.current.exportState({ exportOnlyDirtyModels: true }))}>
          Save state
        </Button>
        <Button size="small" variant="outlined" disabled={!saved} onClick={() => saved && apiRef.current.restoreState(saved)}>
          Restore state
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          slots={{ toolbar: GridToolbar }}
          initialState={{ sorting: { sortModel: [{ field: 'radius', sort: 'desc' }] } }}
        />
      </Box>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        sx={{ mt: 1, mb: 0, p: 1, height: 140, overflow: 'auto', fontSize: 12, bgcolor: 'action.hover', borderRadius: 1 }}
        aria-label="Saved state"
      >
        {saved ? JSON.stringify(saved, null, 2) : 'Sort, filter, hide or resize columns, then save.'}
      </Box>
    </Box>
  );
}
