import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Reading', type: 'number', width: 100 },
  { field: 'sensor', headerName: 'Sensor', width: 120 },
  { field: 'celsius', headerName: 'Temperature (°C)', type: 'number', width: 160 },
];

const rows = Array.from({ length: 100 }, (_, index) => ({
  id: index + 1,
  sensor: `S-${(index % 6) + 1}`,
  celsius: 18 + ((index * 7) % 90) / 10,
}));

export default function BufferGrid() {
  const [virtualized, setVirtualized] = React.useState(true);
  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={virtualized} onChange={(event) => setVirtualized(event.target.checked)} />}
        label="Virtualization"
      />
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          disableVirtualization={!virtualized}
          // Ten rows past each edge of the view instead of three: fewer blank rows in a fast scroll.
          rowBuffer={10}
        />
      </Box>
    </Box>
  );
}
