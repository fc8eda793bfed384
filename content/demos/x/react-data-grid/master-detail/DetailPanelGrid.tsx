import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';

interface Item {
  id: number;
  product: string;
  quantity: number;
  price: number;
}

interface Order {
  id: number;
  customer: string;
  city: string;
  items: Item[];
}

const orders: Order[] = [
  {
    id: 1001,
    customer: 'Noor Haddad',
    city: 'Amman',
    items: [
      { id: 1, product: 'Tea kettle', quantity: 1, price: 39 },
      { id: 2, product: 'Tea cups (set of 4)', quantity: 2, price: 24 },
    ],
  },
  { id: 1002, customer: 'Kenji Sato', city: 'Osaka', items: [{ id: 1, product: 'Chef knife', quantity: 1, price: 120 }] },
  {
    id: 1003,
    customer: 'Elena Rossi',
    city: 'Turin',
    items: [
      { id: 1, product: 'Espresso maker', quantity: 1, price: 55 },
      { id: 2, product: 'Coffee beans, 1 kg', quantity: 3, price: 18 },
      { id: 3, product: 'Milk jug', quantity: 1, price: 14 },
    ],
  },
  { id: 1004, customer: 'Sam Carter', city: 'Denver', items: [{ id: 1, product: 'Cast iron pan', quantity: 1, price: 45 }] },
];

const itemColumns: GridColDef<Item>[] = [
  { field: 'product', headerName: 'Product', flex: 1 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 100 },
];

function OrderItems({ order }: { order: Order }) {
  return (
    <Box sx={{ py: 1.5, px: 2, height: '100%', boxSizing: 'border-box', bgcolor: 'action.hover' }}>
      <Paper variant="outlined" sx={{ p: 1.5, height: '100%', boxSizing: 'border-box', display: 'flex', flexDirection: 'column' }}>
        <Typography variant="subtitle2" gutterBottom>
          Order #{order.id} for {order.customer}, {order.city}
        </Typography>
        <DataGridPro density="compact" rows={order.items} columns={itemColumns} hideFooter sx={{ flex: 1 }} />
      </Paper>
    </Box>
  );
}

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'city', headerName: 'City', width: 110 },
  {
    field: 'total',
    headerName: 'Total ($)',
    type: 'number',
    width: 100,
    valueGetter: ({ row }) => row.items.reduce((sum, item) => sum + item.quantity * item.price, 0),
  },
];

export default function DetailPanelGrid() {
  // Stable callbacks: the grid caches each row's panel until these change.
  const getDetailPanelContent = React.useCallback(({ row }: GridRowParams<Order>) => <OrderItems order={row} />, []);
  // A fixed height per row: room for the title, the header and one compact row per item.
  const getDetailPanelHeight = React.useCallback(({ row }: GridRowParams<Order>) => 120 + row.items.length * 36, []);
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={orders}
        columns={columns}
        hideFooter
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
      />
    </Box>
  );
}
