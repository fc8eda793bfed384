import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridEventListener } from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'id', headerName: 'ID', width: 70, disableReorder: true },
  { field: 'title', headerName: 'Title', width: 200 },
  { field: 'director', headerName: 'Director', width: 170 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
];

const rows = [
  { id: 1, title: 'Spirited Away', director: 'Hayao Miyazaki', year: 2001 },
  { id: 2, title: 'Parasite', director: 'Bong Joon-ho', year: 2019 },
  { id: 3, title: 'Roma', director: 'Alfonso Cuarón', year: 2018 },
];

export default function ColumnOrderingGrid() {
  const [message, setMessage] = React.useState('Drag a header (other than ID) to move its column.');
  const handleOrderChange = React.useCallback<GridEventListener<'columnOrderChange'>>(({ column, oldIndex, targetIndex }) => {
    setMessage(`${column.headerName} moved from position ${oldIndex + 1} to ${targetIndex + 1}.`);
  }, []);
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 220 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          hideFooter
          initialState={{ columns: { orderedFields: ['id', 'year', 'title', 'director'] } }}
          onColumnOrderChange={handleOrderChange}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {message}
      </Typography>
    </Box>
  );
}
