import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160, editable: true },
  { field: 'author', headerName: 'Author', width: 150, editable: true },
  { field: 'year', headerName: 'Year', type: 'number', width: 90, editable: true },
  { field: 'available', headerName: 'Available', type: 'boolean', width: 100, editable: true },
];

const rows = [
  { id: 1, title: 'Things Fall Apart', author: 'Chinua Achebe', year: 1958, available: true },
  { id: 2, title: 'The Remains of the Day', author: 'Kazuo Ishiguro', year: 1989, available: false },
  { id: 3, title: 'One Hundred Years of Solitude', author: 'Gabriel García Márquez', year: 1967, available: true },
];

export default function RowEditingGrid() {
  return (
    <Box sx={{ height: 230, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter editMode="row" />
    </Box>
  );
}
