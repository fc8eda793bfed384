import Box from '@mui/material/Box';
import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';

const euros = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

const columns: GridColDef[] = [
  { field: 'item', headerName: 'Item', width: 170 },
  { field: 'qty', headerName: 'Qty', type: 'number', width: 80 },
  // The file gets the formatted text ("€4.50"), as the cell shows it.
  { field: 'price', headerName: 'Price', type: 'number', width: 100, valueFormatter: ({ value }) => euros.format(value) },
  // Internal notes stay out of every export.
  { field: 'note', headerName: 'Internal note', width: 160, disableExport: true },
];

const rows = [
  { id: 1, item: 'Sourdough loaf', qty: 2, price: 4.5, note: 'Baked daily' },
  { id: 2, item: 'Olive oil, 1 l', qty: 1, price: 11.9, note: 'Supplier B' },
  { id: 3, item: 'Tomatoes, 1 kg', qty: 3, price: 3.2, note: '' },
  { id: 4, item: 'Parmesan', qty: 1, price: 7.8, note: 'Ask for rind' },
  { id: 5, item: 'Basil', qty: 2, price: 1.6, note: '' },
];

export default function CsvPrintExportGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        slots={{ toolbar: GridToolbar }}
        slotProps={{
          toolbar: {
            csvOptions: { fileName: 'groceries', delimiter: ';', utf8WithBom: true },
            printOptions: { hideFooter: true, hideToolbar: true },
          },
        }}
      />
    </Box>
  );
}
