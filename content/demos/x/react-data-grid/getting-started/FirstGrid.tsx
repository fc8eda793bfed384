import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

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

export default function FirstGrid() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
