import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Line', type: 'number', width: 90 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 140 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110 },
];

const ITEMS = ['Paper', 'Pens', 'Stapler', 'Folders', 'Tape', 'Markers'];

function line(id: number) {
  return { id, item: ITEMS[(id - 1) % ITEMS.length], amount: id * 3 };
}

export default function AutoHeightGrid() {
  const [rows, setRows] = React.useState(() => [line(1), line(2)]);
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setRows((current) => [...current, line(current.length + 1)])}>
          Add a line
        </Button>
        <Button size="small" onClick={() => setRows((current) => current.slice(0, -1))} disabled={rows.length === 0}>
          Remove a line
        </Button>
      </Stack>
      {/* The grid's height with its first two rows, reserved before it renders in the browser. */}
      <Box sx={{ minHeight: 162 }}>
        <DataGrid autoHeight rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
