import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  GridToolbar,
  type GridColDef,
  type GridValueFormatterParams,
  type GridValueGetterParams,
} from '@mui/x-data-grid-premium';

/** A small seeded generator (mulberry32): the same rows on the server and in the browser. */
function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PRODUCTS = {
  Footwear: ['Trail shoes', 'Hiking boots', 'Sandals', 'Approach shoes', 'Camp slippers'],
  Clothing: ['Rain shell', 'Fleece jacket', 'Merino shirt', 'Down vest', 'Hiking pants', 'Sun hoodie'],
  Camping: ['Tent', 'Sleeping bag', 'Sleeping pad', 'Camp stove', 'Lantern'],
  Accessories: ['Headlamp', 'Water bottle', 'Trekking poles', 'Daypack', 'Map case'],
} as const;
const CATEGORIES = Object.keys(PRODUCTS) as (keyof typeof PRODUCTS)[];
const REGIONS = ['North', 'South', 'East', 'West'];
const STATUSES = ['Pending', 'Shipped', 'Delivered', 'Returned'];
const FIRST_ORDER = Date.UTC(2024, 0, 1);
const DAY = 24 * 60 * 60 * 1000;

interface Order {
  id: number;
  product: string;
  category: string;
  region: string;
  quantity: number;
  unitPrice: number;
  ordered: Date;
  status: string;
}

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)];
}

function createOrders(count: number): Order[] {
  const random = createRandom(2024);
  return Array.from({ length: count }, (_, index) => {
    const category = pick(random, CATEGORIES);
    return {
      id: index + 1,
      product: pick(random, PRODUCTS[category]),
      category,
      region: pick(random, REGIONS),
      quantity: 1 + Math.floor(random() * 20),
      unitPrice: Math.round(500 + random() * 29500) / 100,
      ordered: new Date(FIRST_ORDER + Math.floor(random() * 365) * DAY),
      status: pick(random, STATUSES),
    };
  });
}

// Fixed locale and time zone: the server and every reader's browser print the same text.
const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const day = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
const formatCurrency = ({ value }: GridValueFormatterParams<number | undefined>) => (value == null ? '' : currency.format(value));

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', type: 'number', width: 90 },
  { field: 'product', headerName: 'Product', width: 160 },
  { field: 'category', headerName: 'Category', type: 'singleSelect', valueOptions: CATEGORIES, width: 130 },
  { field: 'region', headerName: 'Region', type: 'singleSelect', valueOptions: REGIONS, width: 110, editable: true },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110, editable: true },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    editable: true,
    valueFormatter: formatCurrency,
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 130,
    // Group rows have no quantity of their own: their total is the aggregation's.
    valueGetter: ({ row }: GridValueGetterParams<Order>) =>
      row?.quantity == null ? undefined : Math.round(row.quantity * row.unitPrice * 100) / 100,
    valueFormatter: formatCurrency,
  },
  {
    field: 'ordered',
    headerName: 'Ordered',
    type: 'date',
    width: 130,
    valueFormatter: ({ value }: GridValueFormatterParams<Date | undefined>) => (value ? day.format(value) : ''),
  },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: STATUSES, width: 120, editable: true },
];

const rows = createOrders(10_000);

export default function FullFeaturedGrid() {
  return (
    <Box sx={{ height: 560, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        initialState={{
          rowGrouping: { model: ['category'] },
          aggregation: { model: { quantity: 'sum', total: 'sum' } },
          sorting: { sortModel: [{ field: 'total', sort: 'desc' }] },
          filter: { filterModel: { items: [{ field: 'status', operator: 'not', value: 'Returned' }] } },
          pinnedColumns: { left: [GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD] },
        }}
        checkboxSelection
        disableRowSelectionOnClick
        unstable_cellSelection
      />
    </Box>
  );
}
