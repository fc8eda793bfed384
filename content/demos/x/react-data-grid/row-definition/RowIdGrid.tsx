import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowIdGetter } from '@mui/x-data-grid';

interface Book {
  isbn: string;
  title: string;
  pages: number;
}

const rows: Book[] = [
  { isbn: '978-0-14-143951-8', title: 'Pride and Prejudice', pages: 480 },
  { isbn: '978-0-06-112008-4', title: 'To Kill a Mockingbird', pages: 336 },
  { isbn: '978-0-452-28423-4', title: 'Nineteen Eighty-Four', pages: 368 },
];

const columns: GridColDef<Book>[] = [
  { field: 'isbn', headerName: 'ISBN', width: 170 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
];

// Defined outside the component: the grid calls it for every row, and a stable function is not re-run needlessly.
const getRowId: GridRowIdGetter<Book> = (row) => row.isbn;

export default function RowIdGrid() {
  return (
    <Box sx={{ height: 220, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} getRowId={getRowId} hideFooter />
    </Box>
  );
}
