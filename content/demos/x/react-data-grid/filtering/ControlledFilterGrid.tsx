import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', width: 200 },
  { field: 'author', headerName: 'Author', width: 170 },
  { field: 'genre', headerName: 'Genre', type: 'singleSelect', valueOptions: ['Novel', 'Poetry', 'Essay'], width: 120 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
];

const rows = [
  { id: 1, title: 'Middlemarch', author: 'George Eliot', genre: 'Novel', pages: 880 },
  { id: 2, title: 'Leaves of Grass', author: 'Walt Whitman', genre: 'Poetry', pages: 420 },
  { id: 3, title: 'A Room of One’s Own', author: 'Virginia Woolf', genre: 'Essay', pages: 172 },
  { id: 4, title: 'Beloved', author: 'Toni Morrison', genre: 'Novel', pages: 324 },
  { id: 5, title: 'Ariel', author: 'Sylvia Plath', genre: 'Poetry', pages: 96 },
  { id: 6, title: 'Notes of a Native Son', author: 'James Baldwin', genre: 'Essay', pages: 192 },
];

export default function ControlledFilterGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'genre', operator: 'is', value: 'Novel' }],
  });
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 320 }}>
        <DataGrid rows={rows} columns={columns} hideFooter filterModel={filterModel} onFilterModelChange={setFilterModel} />
      </Box>
      <Typography component="pre" variant="body2" sx={{ mt: 1, fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}>
        {JSON.stringify(filterModel.items)}
      </Typography>
    </Box>
  );
}
