import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Day', type: 'number', width: 80 },
  { field: 'steps', headerName: 'Steps', type: 'number', width: 110 },
];

const rows = Array.from({ length: 31 }, (_, index) => ({ id: index + 1, steps: 4000 + ((index * 1733) % 9000) }));

export default function AutoPageSizeGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      {/* As many rows per page as fit in the 320 pixels: the page size follows the grid's height. */}
      <DataGrid rows={rows} columns={columns} autoPageSize />
    </Box>
  );
}
