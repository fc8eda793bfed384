import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', width: 190 },
  { field: 'director', headerName: 'Director', width: 170 },
  { field: 'year', headerName: 'Year', type: 'number', width: 110, valueFormatter: ({ value }) => String(value) },
  { field: 'genre', headerName: 'Genre', type: 'singleSelect', valueOptions: ['Drama', 'Comedy', 'Animation', 'Thriller'], width: 150 },
  { field: 'color', headerName: 'In color', type: 'boolean', width: 120 },
];

const rows = [
  { id: 1, title: 'Tokyo Story', director: 'Yasujirō Ozu', year: 1953, genre: 'Drama', color: false },
  { id: 2, title: 'Spirited Away', director: 'Hayao Miyazaki', year: 2001, genre: 'Animation', color: true },
  { id: 3, title: 'Parasite', director: 'Bong Joon-ho', year: 2019, genre: 'Thriller', color: true },
  { id: 4, title: 'Some Like It Hot', director: 'Billy Wilder', year: 1959, genre: 'Comedy', color: false },
  { id: 5, title: 'Cléo from 5 to 7', director: 'Agnès Varda', year: 1962, genre: 'Drama', color: false },
  { id: 6, title: 'Amélie', director: 'Jean-Pierre Jeunet', year: 2001, genre: 'Comedy', color: true },
  { id: 7, title: 'Wall-E', director: 'Andrew Stanton', year: 2008, genre: 'Animation', color: true },
];

export default function HeaderFilterGrid() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        hideFooter
        unstable_headerFilters
        initialState={{ filter: { filterModel: { items: [{ field: 'genre', operator: 'is', value: 'Drama' }] } } }}
      />
    </Box>
  );
}
