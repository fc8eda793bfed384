import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'planet', headerName: 'Planet', width: 130 },
  { field: 'moons', headerName: 'Known moons', type: 'number', width: 140 },
  { field: 'day', headerName: 'Day length (hours)', type: 'number', width: 170 },
];

const rows = [
  { id: 1, planet: 'Mercury', moons: 0, day: 4222.6 },
  { id: 2, planet: 'Venus', moons: 0, day: 2802 },
  { id: 3, planet: 'Earth', moons: 1, day: 24 },
  { id: 4, planet: 'Mars', moons: 2, day: 24.7 },
  { id: 5, planet: 'Jupiter', moons: 95, day: 9.9 },
  { id: 6, planet: 'Saturn', moons: 146, day: 10.7 },
  { id: 7, planet: 'Uranus', moons: 28, day: 17.2 },
  { id: 8, planet: 'Neptune', moons: 16, day: 16.1 },
];

export default function FixedSizeGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
