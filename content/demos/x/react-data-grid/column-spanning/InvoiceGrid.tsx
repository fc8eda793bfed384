import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

interface Line {
  id: string;
  description: string;
  quantity?: number;
  unitPrice?: number;
  total: number;
  /** A summary line's label spans the description, quantity and price columns. */
  summary?: boolean;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = ({ value }: { value?: number }) => (value == null ? '' : usd.format(value));

const summarySpan = ({ row }: GridCellParams<Line>) => (row.summary ? 3 : undefined);

// Not sortable: sorting would mix the summary lines with the items.
const columns: GridColDef<Line>[] = [
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 160, sortable: false, colSpan: summarySpan },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70, sortable: false },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110, valueFormatter: money, sortable: false },
  { field: 'total', headerName: 'Total', type: 'number', width: 110, valueFormatter: money, sortable: false },
];

const items: Line[] = [
  { id: 'a', description: 'Standing desk', quantity: 2, unitPrice: 489, total: 978 },
  { id: 'b', description: 'Desk lamp', quantity: 4, unitPrice: 42.5, total: 170 },
  { id: 'c', description: 'Monitor arm', quantity: 2, unitPrice: 119, total: 238 },
];
const subtotal = items.reduce((sum, line) => sum + line.total, 0);
const tax = Math.round(subtotal * 0.08 * 100) / 100;

const rows: Line[] = [
  ...items,
  { id: 'subtotal', description: 'Subtotal', total: subtotal, summary: true },
  { id: 'tax', description: 'Sales tax (8%)', total: tax, summary: true },
  { id: 'due', description: 'Amount due', total: subtotal + tax, summary: true },
];

export default function InvoiceGrid() {
  return (
    <Box
      sx={{
        height: 320,
        width: '100%',
        '& .summary .MuiDataGrid-cell[data-field="description"]': { justifyContent: 'flex-end', fontWeight: 600 },
      }}
    >
      <DataGrid rows={rows} columns={columns} hideFooter disableColumnMenu getRowClassName={({ row }) => (row.summary ? 'summary' : '')} />
    </Box>
  );
}
