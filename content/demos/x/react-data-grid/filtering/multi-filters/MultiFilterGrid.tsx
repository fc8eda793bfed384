import Box from '@mui/material/Box';
import { DataGridPro, GridLogicOperator, GridToolbar, type GridColDef } from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'model', headerName: 'Model', width: 170 },
  { field: 'maker', headerName: 'Maker', width: 120 },
  { field: 'range', headerName: 'Range (km)', type: 'number', width: 120 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90 },
  { field: 'body', headerName: 'Body', type: 'singleSelect', valueOptions: ['Hatchback', 'Sedan', 'SUV', 'Van'], width: 120 },
];

const rows = [
  { id: 1, model: 'Volt Runner', maker: 'Arden', range: 410, seats: 5, body: 'Sedan' },
  { id: 2, model: 'City Spark', maker: 'Bolta', range: 260, seats: 4, body: 'Hatchback' },
  { id: 3, model: 'Trail Max', maker: 'Arden', range: 520, seats: 7, body: 'SUV' },
  { id: 4, model: 'Cargo E', maker: 'Norvik', range: 300, seats: 3, body: 'Van' },
  { id: 5, model: 'Aurora', maker: 'Norvik', range: 610, seats: 5, body: 'Sedan' },
  { id: 6, model: 'Family Eight', maker: 'Bolta', range: 450, seats: 8, body: 'Van' },
  { id: 7, model: 'Ridge', maker: 'Arden', range: 380, seats: 5, body: 'SUV' },
];

export default function MultiFilterGrid() {
  return (
    <Box sx={{ height: 430, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        hideFooter
        slots={{ toolbar: GridToolbar }}
        initialState={{
          filter: {
            filterModel: {
              // Several items need ids to tell them apart.
              items: [
                { id: 1, field: 'range', operator: '>=', value: 400 },
                { id: 2, field: 'seats', operator: '>=', value: 5 },
              ],
              logicOperator: GridLogicOperator.And,
            },
          },
        }}
      />
    </Box>
  );
}
