import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridComparatorFn } from '@mui/x-data-grid';

const SIZES = ['XS', 'S', 'M', 'L', 'XL'];

// Sizes sort in their own order, not alphabetically (which would put L before M before S).
const sizeComparator: GridComparatorFn<string> = (a, b) => SIZES.indexOf(a) - SIZES.indexOf(b);

const columns: GridColDef[] = [
  { field: 'item', headerName: 'Item', width: 160 },
  { field: 'size', headerName: 'Size', width: 100, sortComparator: sizeComparator },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110 },
];

const rows = [
  { id: 1, item: 'Rain jacket', size: 'M', stock: 12 },
  { id: 2, item: 'Rain jacket', size: 'XL', stock: 4 },
  { id: 3, item: 'Rain jacket', size: 'S', stock: 9 },
  { id: 4, item: 'Rain jacket', size: 'L', stock: 7 },
  { id: 5, item: 'Rain jacket', size: 'XS', stock: 2 },
];

export default function ComparatorGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter initialState={{ sorting: { sortModel: [{ field: 'size', sort: 'asc' }] } }} />
    </Box>
  );
}
