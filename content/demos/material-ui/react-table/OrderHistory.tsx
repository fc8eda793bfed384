import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';

interface Order {
  id: string;
  customer: string;
  placed: string;
  status: string;
  lines: { item: string; quantity: number; unitPrice: number }[];
}

const orders: Order[] = [
  {
    id: 'A-20931',
    customer: 'Priya Raman',
    placed: 'Mar 3, 2024',
    status: 'Delivered',
    lines: [
      { item: 'Trail running shoes', quantity: 1, unitPrice: 129 },
      { item: 'Merino socks, 3 pairs', quantity: 2, unitPrice: 21 },
    ],
  },
  {
    id: 'A-20957',
    customer: 'Tomás Herrera',
    placed: 'Mar 5, 2024',
    status: 'Shipped',
    lines: [
      { item: 'Insulated water bottle', quantity: 2, unitPrice: 32 },
      { item: 'Headlamp, 400 lumens', quantity: 1, unitPrice: 45 },
      { item: 'Trekking poles', quantity: 1, unitPrice: 88 },
    ],
  },
  {
    id: 'A-21004',
    customer: 'Grace Okafor',
    placed: 'Mar 8, 2024',
    status: 'Processing',
    lines: [{ item: 'Ultralight tent, 2 person', quantity: 1, unitPrice: 349 }],
  },
];

const orderTotal = (order: Order) => order.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);

function OrderRow({ order }: { order: Order }) {
  const [open, setOpen] = React.useState(false);
  const detailsId = `order-details-${order.id}`;

  return (
    <React.Fragment>
      <TableRow sx={{ '& > *': { borderBottom: 'unset' } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={`${open ? 'Hide' : 'Show'} the items of order ${order.id}`}
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen(!open)}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell component="th" scope="row">
          {order.id}
        </TableCell>
        <TableCell>{order.customer}</TableCell>
        <TableCell>{order.placed}</TableCell>
        <TableCell>{order.status}</TableCell>
        <TableCell align="right">{orderTotal(order).toFixed(2)}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell sx={{ py: 0 }} colSpan={6}>
          <Collapse in={open} timeout="auto" unmountOnExit id={detailsId}>
            <Box sx={{ my: 1.5, mx: 1 }}>
              <Typography variant="subtitle2" component="h4" gutterBottom>
                Items
              </Typography>
              <Table size="small" aria-label={`Items of order ${order.id}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Item</TableCell>
                    <TableCell align="right">Quantity</TableCell>
                    <TableCell align="right">Unit price ($)</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {order.lines.map((line) => (
                    <TableRow key={line.item}>
                      <TableCell component="th" scope="row">
                        {line.item}
                      </TableCell>
                      <TableCell align="right">{line.quantity}</TableCell>
                      <TableCell align="right">{line.unitPrice.toFixed(2)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </React.Fragment>
  );
}

export default function OrderHistory() {
  return (
    <TableContainer component={Paper}>
      <Table aria-label="Recent orders" sx={{ minWidth: 600 }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                Details
              </Box>
            </TableCell>
            <TableCell>Order</TableCell>
            <TableCell>Customer</TableCell>
            <TableCell>Placed</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Total ($)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
