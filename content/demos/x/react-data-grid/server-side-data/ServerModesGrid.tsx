import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  getGridStringOperators,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
  type GridRowsProp,
  type GridSortModel,
} from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  total: number;
}

const CUSTOMERS = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Soylent', 'Vandelay'];
// The "database": 500 orders, made the same way on every visit.
const DATABASE: Order[] = Array.from({ length: 500 }, (_, index) => ({
  id: index + 1,
  customer: CUSTOMERS[(index * 3) % CUSTOMERS.length],
  total: 20 + ((index * 7919) % 980),
}));

interface Query {
  paginationModel: GridPaginationModel;
  sortModel: GridSortModel;
  filterModel: GridFilterModel;
}

/** Stands in for a request to your API: filters, sorts and pages on the "server", after a short delay. */
function fetchOrders({ paginationModel, sortModel, filterModel }: Query): Promise<{ rows: Order[]; rowCount: number }> {
  let result = DATABASE;
  // This server understands the grid's `contains` operator on the Customer column, and the quick filter.
  const text = [
    ...filterModel.items.filter((item) => item.field === 'customer' && item.value).map((item) => String(item.value)),
    ...(filterModel.quickFilterValues ?? []).map(String),
  ].map((value) => value.toLowerCase());
  if (text.length > 0) result = result.filter((order) => text.every((value) => order.customer.toLowerCase().includes(value)));
  const [sort] = sortModel;
  if (sort?.sort) {
    const field = sort.field as keyof Order;
    const direction = sort.sort === 'asc' ? 1 : -1;
    result = [...result].sort((a, b) => (a[field] > b[field] ? direction : a[field] < b[field] ? -direction : 0));
  }
  const start = paginationModel.page * paginationModel.pageSize;
  const page = { rows: result.slice(start, start + paginationModel.pageSize), rowCount: result.length };
  return new Promise((resolve) => setTimeout(() => resolve(page), 400));
}

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Order', type: 'number', width: 100, filterable: false },
  {
    field: 'customer',
    headerName: 'Customer',
    width: 160,
    // Offer only the operator the server implements.
    filterOperators: getGridStringOperators().filter((operator) => operator.value === 'contains'),
  },
  { field: 'total', headerName: 'Total (USD)', type: 'number', width: 140, filterable: false },
];

export default function ServerModesGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const [rows, setRows] = React.useState<GridRowsProp>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    fetchOrders({ paginationModel, sortModel, filterModel }).then((page) => {
      // A newer query has started since: drop this answer.
      if (!current) return;
      setRows(page.rows);
      setRowCount(page.rowCount);
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [paginationModel, sortModel, filterModel]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowCount={rowCount}
        loading={loading}
        pageSizeOptions={[10, 25]}
        paginationMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        sortingMode="server"
        onSortModelChange={setSortModel}
        filterMode="server"
        onFilterModelChange={setFilterModel}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
