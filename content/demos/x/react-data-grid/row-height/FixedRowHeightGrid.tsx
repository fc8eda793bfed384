import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'team', headerName: 'Team', width: 140 },
];

const rows = [
  { id: 1, name: 'Ines', team: 'Design' },
  { id: 2, name: 'Marek', team: 'Platform' },
  { id: 3, name: 'Yuki', team: 'Support' },
  { id: 4, name: 'Ola', team: 'Design' },
];

export default function FixedRowHeightGrid() {
  return (
    <Box sx={{ height: 230, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter rowHeight={36} columnHeaderHeight={40} />
    </Box>
  );
}
