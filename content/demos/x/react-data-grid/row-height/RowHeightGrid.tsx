import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'word', headerName: 'Word', width: 130 },
  { field: 'meaning', headerName: 'Meaning', flex: 1, minWidth: 200 },
];

const rows = [
  { id: 1, word: 'Petrichor', meaning: 'The smell of earth after rain.' },
  { id: 2, word: 'Sonder', meaning: 'The sense that every passer-by has a life as full and complicated as your own.' },
  { id: 3, word: 'Apricity', meaning: 'The warmth of the sun in winter.' },
  {
    id: 4,
    word: 'Vellichor',
    meaning:
      'The strange wistfulness of used bookshops, which are somehow infused with the passage of time, filled with thousands of old books you will never have time to read.',
  },
];

export default function RowHeightGrid() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        // Each row is as tall as its content; the cells wrap their text instead of cutting it off.
        getRowHeight={() => 'auto'}
        sx={{ '& .MuiDataGrid-cell': { py: 1, whiteSpace: 'normal', lineHeight: 1.5 } }}
      />
    </Box>
  );
}
