import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Invoice {
  id: string;
  client: string;
  amount: number;
  due: string;
  status: 'paid' | 'open' | 'overdue';
}

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 140 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 120 },
  { field: 'due', headerName: 'Due', width: 110 },
  { field: 'status', headerName: 'Status', width: 100 },
];

const rows: Invoice[] = [
  { id: 'INV-101', client: 'Northwind', amount: 1250, due: '2024-03-01', status: 'paid' },
  { id: 'INV-102', client: 'Contoso', amount: 980, due: '2024-03-15', status: 'overdue' },
  { id: 'INV-103', client: 'Fabrikam', amount: 2310, due: '2024-04-01', status: 'open' },
  { id: 'INV-104', client: 'Tailspin', amount: 450, due: '2024-02-20', status: 'overdue' },
  { id: 'INV-105', client: 'Litware', amount: 1720, due: '2024-04-10', status: 'open' },
];

export default function RowClassNameGrid() {
  return (
    <Box
      sx={{
        height: 320,
        width: '100%',
        // Theme colors through `sx`, so both color schemes get a readable tint.
        '& .invoice--overdue': { bgcolor: 'error.main', color: 'error.contrastText', '&:hover': { bgcolor: 'error.dark' } },
        '& .invoice--paid': { color: 'text.secondary' },
      }}
    >
      <DataGrid rows={rows} columns={columns} hideFooter getRowClassName={({ row }) => `invoice--${row.status}`} />
    </Box>
  );
}
