import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const expenses: [string, number][] = [
  ['Train tickets', 184.6],
  ['Hotel, two nights', 312],
  ['Conference pass', 450],
  ['Meals', 96.25],
];

const euros = (amount: number) => `€${amount.toFixed(2)}`;
const total = expenses.reduce((sum, [, amount]) => sum + amount, 0);

export default function ExpenseSummary() {
  return (
    <TableContainer component={Paper} sx={{ maxWidth: 420 }}>
      <Table size="small">
        <caption>Trip to the Lisbon design summit, claimed on 4 March</caption>
        <TableHead>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {expenses.map(([item, amount]) => (
            <TableRow key={item}>
              <TableCell>{item}</TableCell>
              <TableCell align="right">{euros(amount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell sx={{ fontWeight: 'bold', color: 'text.primary' }}>Total</TableCell>
            <TableCell align="right" sx={{ fontWeight: 'bold', color: 'text.primary' }}>
              {euros(total)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
