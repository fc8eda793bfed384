import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'code', headerName: 'Code', width: 100 },
  { field: 'airport', headerName: 'Airport', width: 220, editable: true },
  { field: 'city', headerName: 'City', width: 140, editable: true },
  { field: 'runways', headerName: 'Runways', type: 'number', width: 110, editable: true },
];

const rows = [
  { id: 'AMS', code: 'AMS', airport: 'Schiphol', city: 'Amsterdam', runways: 6 },
  { id: 'CDG', code: 'CDG', airport: 'Charles de Gaulle', city: 'Paris', runways: 4 },
  { id: 'DEN', code: 'DEN', airport: 'Denver International', city: 'Denver', runways: 6 },
  { id: 'HND', code: 'HND', airport: 'Haneda', city: 'Tokyo', runways: 4 },
  { id: 'LHR', code: 'LHR', airport: 'Heathrow', city: 'London', runways: 2 },
  { id: 'SIN', code: 'SIN', airport: 'Changi', city: 'Singapore', runways: 3 },
  { id: 'SYD', code: 'SYD', airport: 'Kingsford Smith', city: 'Sydney', runways: 3 },
  { id: 'YYZ', code: 'YYZ', airport: 'Pearson', city: 'Toronto', runways: 5 },
];

export default function KeyboardGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} checkboxSelection disableRowSelectionOnClick hideFooter />
    </Box>
  );
}
