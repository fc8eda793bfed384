import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const columns: GridColDef[] = [
  { field: 'station', headerName: 'Station', width: 140 },
  ...MONTHS.map((month): GridColDef => ({ field: month, headerName: month, type: 'number', width: 80 })),
  { field: 'total', headerName: 'Year (mm)', type: 'number', width: 110 },
];

// Monthly rainfall in millimeters, made up for the demo.
const STATIONS: [string, number[]][] = [
  ['Harbor', [92, 71, 65, 48, 40, 22, 11, 14, 35, 70, 96, 104]],
  ['Airport', [81, 64, 60, 41, 33, 18, 9, 12, 30, 62, 88, 97]],
  ['Hill Park', [118, 95, 86, 61, 50, 29, 15, 19, 44, 89, 120, 131]],
  ['Old Town', [88, 70, 63, 46, 37, 20, 10, 13, 33, 66, 92, 101]],
];

const rows = STATIONS.map(([station, months], index) => ({
  id: index + 1,
  station,
  ...Object.fromEntries(MONTHS.map((month, at) => [month, months[at]])),
  total: months.reduce((sum, value) => sum + value, 0),
}));

export default function ColumnPinningGrid() {
  return (
    <Box sx={{ height: 270, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} hideFooter initialState={{ pinnedColumns: { left: ['station'], right: ['total'] } }} />
    </Box>
  );
}
