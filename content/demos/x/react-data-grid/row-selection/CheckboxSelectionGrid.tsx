import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'seat', headerName: 'Seat', width: 90 },
  { field: 'section', headerName: 'Section', width: 120 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100 },
  { field: 'sold', headerName: 'Sold', type: 'boolean', width: 90 },
];

const rows = [
  { id: 'A1', seat: 'A1', section: 'Stalls', price: 65, sold: false },
  { id: 'A2', seat: 'A2', section: 'Stalls', price: 65, sold: true },
  { id: 'A3', seat: 'A3', section: 'Stalls', price: 65, sold: false },
  { id: 'B1', seat: 'B1', section: 'Circle', price: 48, sold: false },
  { id: 'B2', seat: 'B2', section: 'Circle', price: 48, sold: true },
  { id: 'C1', seat: 'C1', section: 'Balcony', price: 30, sold: false },
];

export default function CheckboxSelectionGrid() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>(['A3']);
  const total = rows.filter((row) => selection.includes(row.id)).reduce((sum, row) => sum + row.price, 0);
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          // Sold seats cannot be picked: their checkbox is disabled.
          isRowSelectable={({ row }) => !row.sold}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {selection.length ? `Seats ${selection.join(', ')}: $${total}.` : 'No seat picked.'}
      </Typography>
    </Box>
  );
}
