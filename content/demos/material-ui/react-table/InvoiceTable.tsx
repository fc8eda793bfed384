import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const TAX_RATE = 0.08;

const lines = [
  { description: 'Logo design, two rounds of revisions', quantity: 1, unitPrice: 850 },
  { description: 'Business cards, 500 printed', quantity: 2, unitPrice: 64.5 },
  { description: 'Website banner illustrations', quantity: 3, unitPrice: 120 },
  { description: 'Brand guidelines, PDF', quantity: 1, unitPrice: 300 },
];

const money = (amount: number) => amount.toFixed(2);
const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
const tax = subtotal * TAX_RATE;

export default function InvoiceTable() {
  return (
    <TableContainer component={Paper} tabIndex={0} role="region" aria-label="Invoice, scrollable">
      <Table sx={{ minWidth: 600 }}>
        <caption>Invoice 2024-031, amounts in US dollars</caption>
        <TableHead>
          <TableRow>
            <TableCell align="center" colSpan={3} scope="colgroup">
              Details
            </TableCell>
            <TableCell align="right">Price</TableCell>
          </TableRow>
          <TableRow>
            <TableCell>Description</TableCell>
            <TableCell align="right">Quantity</TableCell>
            <TableCell align="right">Unit price</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.description}>
              <TableCell>{line.description}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{money(line.unitPrice)}</TableCell>
              <TableCell align="right">{money(line.quantity * line.unitPrice)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            {/* An empty cell that spans the three summary rows leaves the description column blank beside them. */}
            <TableCell rowSpan={3} />
            <TableCell component="th" scope="row" colSpan={2}>
              Subtotal
            </TableCell>
            <TableCell align="right">{money(subtotal)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row">
              Sales tax
            </TableCell>
            <TableCell align="right">{`${(TAX_RATE * 100).toFixed(0)}%`}</TableCell>
            <TableCell align="right">{money(tax)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row" colSpan={2} sx={{ fontWeight: 'bold' }}>
              Total due
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 'bold' }}>
              {money(subtotal + tax)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
