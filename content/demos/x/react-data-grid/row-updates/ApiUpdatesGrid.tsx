import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'symbol', headerName: 'Symbol', width: 100 },
  { field: 'price', headerName: 'Price', type: 'number', width: 110 },
  { field: 'trades', headerName: 'Trades', type: 'number', width: 100 },
];

// Passed once: after this, the demo changes rows only through the API object.
const initialRows = [
  { id: 1, symbol: 'ACME', price: 102.4, trades: 12 },
  { id: 2, symbol: 'GLOBX', price: 58.1, trades: 7 },
  { id: 3, symbol: 'INITK', price: 231.75, trades: 30 },
];

const SYMBOLS = ['HOOLI', 'UMBRL', 'WAYNE', 'STARK', 'CYBRD'];

export default function ApiUpdatesGrid() {
  const apiRef = useGridApiRef();
  const nextId = React.useRef(4);

  const addRow = () => {
    const id = nextId.current++;
    apiRef.current.updateRows([{ id, symbol: SYMBOLS[(id - 4) % SYMBOLS.length], price: 50 + id, trades: 0 }]);
  };
  // Only the fields given change; the rest of the row is kept.
  const tradeFirst = () => {
    const [firstId] = apiRef.current.getSortedRowIds();
    const row = firstId === undefined ? null : apiRef.current.getRow(firstId);
    if (row) apiRef.current.updateRows([{ id: firstId, trades: row.trades + 1, price: Math.round(row.price * 101) / 100 }]);
  };
  const deleteLast = () => {
    const ids = apiRef.current.getSortedRowIds();
    if (ids.length) apiRef.current.updateRows([{ id: ids[ids.length - 1], _action: 'delete' }]);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap>
        <Button size="small" variant="outlined" onClick={addRow}>
          Add a row
        </Button>
        <Button size="small" variant="outlined" onClick={tradeFirst}>
          Trade the first row
        </Button>
        <Button size="small" variant="outlined" onClick={deleteLast}>
          Delete the last row
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid apiRef={apiRef} rows={initialRows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
