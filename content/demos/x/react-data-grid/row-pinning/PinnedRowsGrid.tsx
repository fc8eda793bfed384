import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridPinnedRowsProp } from '@mui/x-data-grid-pro';

interface Month {
  id: string;
  month: string;
  visitors: number;
  signups: number;
}

const columns: GridColDef<Month>[] = [
  { field: 'month', headerName: 'Month', width: 130 },
  { field: 'visitors', headerName: 'Visitors', type: 'number', width: 120 },
  { field: 'signups', headerName: 'Sign-ups', type: 'number', width: 110 },
  {
    field: 'rate',
    headerName: 'Rate',
    type: 'number',
    width: 90,
    valueGetter: ({ row }) => row.signups / row.visitors,
    valueFormatter: ({ value }) => `${(value * 100).toFixed(1)}%`,
  },
];

const NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const rows: Month[] = NAMES.map((month, index) => ({
  id: month,
  month,
  visitors: 12000 + ((index * 7919) % 5000),
  signups: 300 + ((index * 1223) % 180),
}));

const total = (key: 'visitors' | 'signups') => rows.reduce((sum, row) => sum + row[key], 0);

// Pinned rows are rows of their own, with their own ids: they are not part of `rows`.
const pinnedRows: GridPinnedRowsProp<Month> = {
  top: [{ id: 'target', month: 'Target', visitors: 15000, signups: 450 }],
  bottom: [{ id: 'total', month: 'Year', visitors: total('visitors'), signups: total('signups') }],
};

export default function PinnedRowsGrid() {
  return (
    <Box sx={{ height: 400, width: '100%', '& .MuiDataGrid-pinnedRows .MuiDataGrid-cell': { fontWeight: 600 } }}>
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} hideFooter />
    </Box>
  );
}
