import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'category', headerName: 'Category', width: 140 },
  { field: 'stock', headerName: 'Units', type: 'number', width: 110 },
  { field: 'price', headerName: 'Price (USD)', type: 'number', width: 130 },
];

const rows = [
  { id: 1, name: 'Trail running shoes', category: 'Footwear', stock: 42, price: 129 },
  { id: 2, name: 'Insulated bottle', category: 'Accessories', stock: 130, price: 35 },
  { id: 3, name: 'Rain shell jacket', category: 'Clothing', stock: 8, price: 210 },
  { id: 4, name: 'Merino socks', category: 'Clothing', stock: 1250, price: 19 },
  { id: 5, name: 'Headlamp', category: 'Accessories', stock: 0, price: 49 },
  { id: 6, name: 'Hiking boots', category: 'Footwear', stock: 17, price: 189 },
];

export default function GroupedInventoryGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['category'] },
          aggregation: { model: { stock: 'sum', price: 'max' } },
        }}
        defaultGroupingExpansionDepth={-1}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
