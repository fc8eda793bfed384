import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'code', headerName: 'Code (width 90)', width: 90 },
  { field: 'name', headerName: 'Name (flex 1, at least 150)', flex: 1, minWidth: 150 },
  { field: 'notes', headerName: 'Notes (flex 2, at most 320)', flex: 2, maxWidth: 320 },
];

const rows = [
  { id: 1, code: 'LIS', name: 'Lisbon', notes: 'Direct flights daily' },
  { id: 2, code: 'OSA', name: 'Osaka', notes: 'Two connections' },
  { id: 3, code: 'YYZ', name: 'Toronto', notes: 'Seasonal route' },
];

export default function ColumnWidthGrid() {
  return (
    <Box sx={{ height: 220, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
