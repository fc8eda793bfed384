import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Product {
  id: number;
  name: string;
  stock: number;
}

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 160, editable: true },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 100, editable: true },
];

const initialRows: Product[] = [
  { id: 1, name: 'Notebook, A5', stock: 120 },
  { id: 2, name: 'Fountain pen', stock: 14 },
  { id: 3, name: 'Ink, blue', stock: 38 },
];

/** Stands in for a server that refuses negative stock and empty names, after a short delay. */
function saveProduct(product: Product): Promise<Product> {
  return new Promise((resolve, reject) =>
    setTimeout(() => {
      if (!product.name.trim()) reject(new Error('A product needs a name.'));
      else if (product.stock < 0) reject(new Error(`The stock of ${product.name} cannot be negative.`));
      else resolve({ ...product, name: product.name.trim() });
    }, 400),
  );
}

export default function ProcessRowUpdateGrid() {
  const [message, setMessage] = React.useState<{ severity: 'success' | 'error' | 'info'; text: string }>({
    severity: 'info',
    text: 'Edit a cell: a negative stock or an empty name is refused.',
  });

  // The grid shows the returned row; a rejection keeps the cell in edit mode and goes to onProcessRowUpdateError.
  const processRowUpdate = React.useCallback(async (newRow: Product, oldRow: Product) => {
    if (newRow.name === oldRow.name && newRow.stock === oldRow.stock) return oldRow;
    const saved = await saveProduct(newRow);
    setMessage({ severity: 'success', text: `Saved ${saved.name}.` });
    return saved;
  }, []);

  const handleError = React.useCallback((error: Error) => setMessage({ severity: 'error', text: error.message }), []);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 215 }}>
        <DataGrid
          rows={initialRows}
          columns={columns}
          hideFooter
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={handleError}
        />
      </Box>
      <Alert severity={message.severity} sx={{ mt: 1 }} aria-live="polite">
        {message.text}
      </Alert>
    </Box>
  );
}
