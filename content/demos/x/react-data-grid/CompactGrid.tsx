import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'role', headerName: 'Role', flex: 1 },
];

const rows = [
  { id: 1, name: 'Ada', role: 'Analyst' },
  { id: 2, name: 'Grace', role: 'Engineer' },
  { id: 3, name: 'Katherine', role: 'Mathematician' },
];

export default function CompactGrid() {
  return (
    <Box sx={{ height: 200, width: '100%' }}>
      <DataGrid
        density="compact"
        rows={rows}
        columns={columns}
        hideFooter
        sx={{ '& .MuiDataGrid-columnHeaders': { bgcolor: 'action.hover' } }}
      />
    </Box>
  );
}
