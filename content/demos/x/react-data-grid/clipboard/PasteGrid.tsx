import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'product', headerName: 'Product', width: 160, editable: true },
  { field: 'price', headerName: 'Price', type: 'number', width: 100, editable: true },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 100, editable: true },
];

const initialRows = [
  { id: 1, sku: 'MUG-01', product: 'Mug', price: 12, stock: 40 },
  { id: 2, sku: 'TEE-02', product: 'T-shirt', price: 25, stock: 18 },
  { id: 3, sku: 'CAP-03', product: 'Cap', price: 19, stock: 0 },
  { id: 4, sku: 'BAG-04', product: 'Tote bag', price: 15, stock: 22 },
];

export default function PasteGrid() {
  const [log, setLog] = React.useState('Copy cells (here or from a spreadsheet), select cells, then press Ctrl+V (⌘V).');
  // Every pasted row goes through here, as an edit would: the place to save it.
  const processRowUpdate = React.useCallback((row: GridValidRowModel) => {
    setLog(`Saved ${row.sku}: ${row.product}, ${row.price}, stock ${row.stock}.`);
    return row;
  }, []);
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 330 }}>
        <DataGridPremium
          rows={initialRows}
          columns={columns}
          hideFooter
          unstable_cellSelection
          disableRowSelectionOnClick
          experimentalFeatures={{ clipboardPaste: true }}
          processRowUpdate={processRowUpdate}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {log}
      </Typography>
    </Box>
  );
}
