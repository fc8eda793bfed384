import Box from '@mui/material/Box';
import { DataGridPro, GridLogicOperator, GridToolbar, type GridColDef } from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'dish', headerName: 'Dish', width: 170 },
  { field: 'cuisine', headerName: 'Cuisine', width: 130 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
  { field: 'vegetarian', headerName: 'Vegetarian', type: 'boolean', width: 120 },
];

const rows = [
  { id: 1, dish: 'Shakshuka', cuisine: 'Maghrebi', minutes: 30, vegetarian: true },
  { id: 2, dish: 'Pad kra pao', cuisine: 'Thai', minutes: 20, vegetarian: false },
  { id: 3, dish: 'Risotto', cuisine: 'Italian', minutes: 40, vegetarian: true },
  { id: 4, dish: 'Bibimbap', cuisine: 'Korean', minutes: 45, vegetarian: false },
  { id: 5, dish: 'Chana masala', cuisine: 'Indian', minutes: 35, vegetarian: true },
  { id: 6, dish: 'Ceviche', cuisine: 'Peruvian', minutes: 25, vegetarian: false },
];

export default function OrOnlyFilterGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        hideFooter
        slots={{ toolbar: GridToolbar }}
        slotProps={{
          // Only "Or" between conditions, and new conditions start on the Cuisine column.
          filterPanel: { logicOperators: [GridLogicOperator.Or], getColumnForNewFilter: () => 'cuisine' },
        }}
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'cuisine', operator: 'equals', value: 'Thai' },
                { id: 2, field: 'cuisine', operator: 'equals', value: 'Korean' },
              ],
              logicOperator: GridLogicOperator.Or,
            },
          },
        }}
      />
    </Box>
  );
}
