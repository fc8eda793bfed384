import Box from '@mui/material/Box';
import { DataGridPremium, useGridApiRef, useKeepGroupedColumnsHidden, type GridColDef } from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', width: 220 },
  { field: 'author', headerName: 'Author', width: 170 },
  { field: 'genre', headerName: 'Genre', width: 130 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 100 },
];

const rows = [
  { id: 1, title: 'Emma', author: 'Jane Austen', genre: 'Novel', pages: 474 },
  { id: 2, title: 'Persuasion', author: 'Jane Austen', genre: 'Novel', pages: 249 },
  { id: 3, title: 'Sanditon', author: 'Jane Austen', genre: 'Unfinished', pages: 160 },
  { id: 4, title: 'Hard Times', author: 'Charles Dickens', genre: 'Novel', pages: 352 },
  { id: 5, title: 'A Christmas Carol', author: 'Charles Dickens', genre: 'Novella', pages: 104 },
  { id: 6, title: 'Silas Marner', author: 'George Eliot', genre: 'Novel', pages: 250 },
  { id: 7, title: 'The Lifted Veil', author: 'George Eliot', genre: 'Novella', pages: 96 },
  { id: 8, title: 'Bartleby, the Scrivener', author: 'Herman Melville', genre: 'Novella', pages: 64 },
  { id: 9, title: 'Typee', author: 'Herman Melville', genre: 'Novel', pages: 390 },
];

export default function RowGroupingGrid() {
  const apiRef = useGridApiRef();
  // Hides the Author column while it is grouped, shows it again once it is not.
  const initialState = useKeepGroupedColumnsHidden({ apiRef, initialState: { rowGrouping: { model: ['author'] } } });
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium apiRef={apiRef} rows={rows} columns={columns} initialState={initialState} disableRowSelectionOnClick />
    </Box>
  );
}
