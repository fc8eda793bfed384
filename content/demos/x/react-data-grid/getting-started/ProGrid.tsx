import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', width: 150 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'population', headerName: 'Population (millions)', type: 'number', width: 190 },
];

const rows = [
  { id: 1, city: 'Tokyo', country: 'Japan', population: 37.1 },
  { id: 2, city: 'Delhi', country: 'India', population: 33.8 },
  { id: 3, city: 'Shanghai', country: 'China', population: 29.9 },
  { id: 4, city: 'São Paulo', country: 'Brazil', population: 22.8 },
  { id: 5, city: 'Mexico City', country: 'Mexico', population: 22.3 },
];

export default function ProGrid() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} initialState={{ pinnedColumns: { left: ['city'] } }} />
    </Box>
  );
}
