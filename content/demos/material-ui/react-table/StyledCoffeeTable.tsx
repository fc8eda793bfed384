import { styled } from '@mui/material/styles';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { tableCellClasses } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
// Types `theme.vars`, which CSS theme variables add to the theme.
import type {} from '@mui/material/themeCssVarsAugmentation';

const HeaderCell = styled(TableCell)(({ theme }) => ({
  [`&.${tableCellClasses.head}`]: {
    backgroundColor: theme.palette.grey[900],
    color: theme.palette.common.white,
    fontWeight: theme.typography.fontWeightBold,
  },
  [`&.${tableCellClasses.body}`]: {
    fontSize: 14,
  },
}));

// `theme.vars` follows the color mode under CSS theme variables; a plain theme falls back to `theme.palette`.
const StripedRow = styled(TableRow)(({ theme }) => ({
  '&:nth-of-type(odd)': {
    backgroundColor: (theme.vars || theme).palette.action.hover,
  },
  // No border under the last row: the Paper's edge is enough.
  '&:last-child td, &:last-child th': {
    border: 0,
  },
}));

const drinks = [
  { name: 'Espresso', size: '2 fl oz', shots: 1, price: 3.0 },
  { name: 'Cortado', size: '4.5 fl oz', shots: 2, price: 3.9 },
  { name: 'Flat white', size: '6 fl oz', shots: 2, price: 4.4 },
  { name: 'Cappuccino', size: '8 fl oz', shots: 2, price: 4.6 },
  { name: 'Oat milk latte', size: '12 fl oz', shots: 2, price: 5.4 },
  { name: 'Cold brew', size: '16 fl oz', shots: 0, price: 5.0 },
];

export default function StyledCoffeeTable() {
  return (
    <TableContainer component={Paper} tabIndex={0} role="region" aria-label="Coffee bar menu, scrollable">
      <Table sx={{ minWidth: 480 }} aria-label="Coffee bar menu">
        <TableHead>
          <TableRow>
            <HeaderCell>Drink</HeaderCell>
            <HeaderCell>Size</HeaderCell>
            <HeaderCell align="right">Espresso shots</HeaderCell>
            <HeaderCell align="right">Price ($)</HeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {drinks.map((drink) => (
            <StripedRow key={drink.name}>
              <HeaderCell component="th" scope="row">
                {drink.name}
              </HeaderCell>
              <HeaderCell>{drink.size}</HeaderCell>
              <HeaderCell align="right">{drink.shots === 0 ? '—' : drink.shots}</HeaderCell>
              <HeaderCell align="right">{drink.price.toFixed(2)}</HeaderCell>
            </StripedRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
