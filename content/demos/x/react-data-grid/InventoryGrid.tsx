import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 140 },
  { field: 'stock', headerName: 'Units', type: 'number', width: 100 },
  { field: 'active', headerName: 'Listed', type: 'boolean', width: 100, editable: true },
];

const rows = [
  { id: 1, name: 'Trail running shoes', category: 'Footwear', stock: 42, active: true },
  { id: 2, name: 'Insulated bottle', category: 'Accessories', stock: 130, active: true },
  { id: 3, name: 'Rain shell jacket', category: 'Clothing', stock: 8, active: false },
  { id: 4, name: 'Merino socks', category: 'Clothing', stock: 1250, active: true },
  { id: 5, name: 'Headlamp', category: 'Accessories', stock: 0, active: false },
  { id: 6, name: 'Hiking boots', category: 'Footwear', stock: 17, active: true },
];

export default function InventoryGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          pagination: { paginationModel: { page: 0, pageSize: 5 } },
          sorting: { sortModel: [{ field: 'stock', sort: 'asc' }] },
        }}
        pageSizeOptions={[5, 10]}
        checkboxSelection
        disableRowSelectionOnClick
      />
    </Box>
  );
}
