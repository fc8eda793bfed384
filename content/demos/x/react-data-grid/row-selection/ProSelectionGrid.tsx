import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'invoice', headerName: 'Invoice', width: 120 },
  { field: 'client', headerName: 'Client', width: 160 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110 },
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 90 },
];

const CLIENTS = ['Northwind', 'Globex', 'Initech', 'Umbrella', 'Hooli'];

// Fixed arithmetic instead of random numbers: the same rows on the server and in the browser.
const rows = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  invoice: `INV-${String(2001 + index)}`,
  client: CLIENTS[index % CLIENTS.length],
  amount: 150 + ((index * 389) % 1700),
  paid: index % 3 === 0,
}));

export default function ProSelectionGrid() {
  const apiRef = useGridApiRef();
  const selectUnpaid = () => {
    const unpaid = rows.filter((row) => !row.paid).map((row) => row.id);
    // The third argument clears the selection first.
    apiRef.current.selectRows(unpaid, true, true);
  };
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={selectUnpaid}>
          Select unpaid
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.setRowSelectionModel([])}>
          Clear
        </Button>
      </Stack>
      <Box sx={{ height: 440 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          // The header checkbox selects the rows of the current page only.
          checkboxSelectionVisibleOnly
          pagination
          pageSizeOptions={[5, 10]}
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        />
      </Box>
    </Box>
  );
}
