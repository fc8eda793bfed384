import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'planet', headerName: 'Planet', width: 130 },
  { field: 'moons', headerName: 'Moons', type: 'number', width: 100 },
  { field: 'day', headerName: 'Day (hours)', type: 'number', width: 130 },
];

const rows = [
  { id: 1, planet: 'Mercury', moons: 0, day: 4223 },
  { id: 2, planet: 'Venus', moons: 0, day: 2802 },
  { id: 3, planet: 'Earth', moons: 1, day: 24 },
  { id: 4, planet: 'Mars', moons: 2, day: 25 },
  { id: 5, planet: 'Jupiter', moons: 95, day: 10 },
];

export default function ClickSelectionGrid() {
  const [selectOnClick, setSelectOnClick] = React.useState(true);
  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={selectOnClick} onChange={(event) => setSelectOnClick(event.target.checked)} />}
        label="Select on click"
      />
      <Box sx={{ height: 330 }}>
        <DataGrid rows={rows} columns={columns} hideFooter disableRowSelectionOnClick={!selectOnClick} />
      </Box>
    </Box>
  );
}
