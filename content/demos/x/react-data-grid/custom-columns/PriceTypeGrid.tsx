import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColTypeDef } from '@mui/x-data-grid';

// A fixed locale: the server and the browser must print the same text.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A reusable column type: a number column that prints dollars with aligned digits. */
const usdPrice: GridColTypeDef<number, string> = {
  type: 'number',
  width: 120,
  valueFormatter: ({ value }) => (value == null ? '' : usd.format(value)),
  cellClassName: 'price-cell',
};

const columns: GridColDef[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 150 },
  { field: 'unitPrice', headerName: 'Unit price', ...usdPrice },
  { field: 'shipping', headerName: 'Shipping', ...usdPrice, width: 100 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
];

const rows = [
  { id: 1, item: 'Ceramic mug', unitPrice: 12.5, shipping: 4, quantity: 6 },
  { id: 2, item: 'Walnut cutting board', unitPrice: 64, shipping: 9.5, quantity: 1 },
  { id: 3, item: 'Linen apron', unitPrice: 38.75, shipping: 0, quantity: 2 },
  { id: 4, item: 'Cast iron skillet', unitPrice: 1049.99, shipping: 18.25, quantity: 1 },
];

export default function PriceTypeGrid() {
  return (
    <Box sx={{ height: 270, width: '100%', '& .price-cell': { fontVariantNumeric: 'tabular-nums' } }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
