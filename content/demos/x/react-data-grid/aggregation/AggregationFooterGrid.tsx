import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  { field: 'station', headerName: 'Station', width: 140 },
  { field: 'rain', headerName: 'Rain (mm)', type: 'number', width: 130 },
  { field: 'high', headerName: 'High (°C)', type: 'number', width: 130 },
  { field: 'low', headerName: 'Low (°C)', type: 'number', width: 130 },
];

const rows = [
  { id: 1, station: 'Harbor', rain: 12.4, high: 19.2, low: 11.0 },
  { id: 2, station: 'Airport', rain: 9.1, high: 20.5, low: 9.8 },
  { id: 3, station: 'Hill Park', rain: 17.8, high: 16.9, low: 8.1 },
  { id: 4, station: 'Old Town', rain: 11.2, high: 19.9, low: 10.6 },
  { id: 5, station: 'Riverside', rain: 13.5, high: 18.7, low: 10.2 },
];

export default function AggregationFooterGrid() {
  return (
    <Box sx={{ height: 390, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ aggregation: { model: { rain: 'sum', high: 'max', low: 'min', station: 'size' } } }}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
