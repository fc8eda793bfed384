import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Link from '@mui/joy/Link';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

interface Product {
  sku: string;
  name: string;
  category: string;
  stock: number;
  price: number;
}

const initialProducts: Product[] = [
  { sku: 'DSK-120', name: 'Oak standing desk', category: 'Desks', stock: 14, price: 649 },
  { sku: 'CHR-044', name: 'Mesh task chair', category: 'Chairs', stock: 0, price: 289 },
  { sku: 'LMP-310', name: 'Brass desk lamp', category: 'Lighting', stock: 37, price: 89 },
  { sku: 'ARM-202', name: 'Dual monitor arm', category: 'Accessories', stock: 22, price: 139 },
  { sku: 'CHR-051', name: 'Leather lounge chair', category: 'Chairs', stock: 3, price: 1190 },
  { sku: 'DSK-131', name: 'Walnut writing desk', category: 'Desks', stock: 6, price: 920 },
  { sku: 'ACC-017', name: 'Felt desk mat', category: 'Accessories', stock: 85, price: 39 },
  { sku: 'LMP-322', name: 'Linen floor lamp', category: 'Lighting', stock: 9, price: 210 },
  { sku: 'ACC-026', name: 'Cable management tray', category: 'Accessories', stock: 51, price: 29 },
  { sku: 'CHR-060', name: 'Beech stacking chair', category: 'Chairs', stock: 120, price: 75 },
  { sku: 'DSK-145', name: 'Compact corner desk', category: 'Desks', stock: 2, price: 410 },
  { sku: 'LMP-339', name: 'Clip-on reading light', category: 'Lighting', stock: 64, price: 35 },
];

type SortKey = 'name' | 'category' | 'stock' | 'price';
type Order = 'asc' | 'desc';

const columns: { key: SortKey; label: string; numeric?: boolean }[] = [
  { key: 'name', label: 'Product' },
  { key: 'category', label: 'Category' },
  { key: 'stock', label: 'Stock', numeric: true },
  { key: 'price', label: 'Price (USD)', numeric: true },
];

function compare(a: Product, b: Product, key: SortKey) {
  const left = a[key];
  const right = b[key];
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return String(left) < String(right) ? -1 : String(left) > String(right) ? 1 : 0;
}

export default function TableSortSelectPaginate() {
  const [products, setProducts] = React.useState(initialProducts);
  const [orderBy, setOrderBy] = React.useState<SortKey>('name');
  const [order, setOrder] = React.useState<Order>('asc');
  const [selected, setSelected] = React.useState<string[]>([]);
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);

  const sorted = React.useMemo(
    () => [...products].sort((a, b) => (order === 'asc' ? compare(a, b, orderBy) : -compare(a, b, orderBy))),
    [products, order, orderBy],
  );
  const pageCount = Math.max(1, Math.ceil(sorted.length / rowsPerPage));
  const currentPage = Math.min(page, pageCount - 1);
  const visible = sorted.slice(currentPage * rowsPerPage, (currentPage + 1) * rowsPerPage);
  const firstRow = sorted.length === 0 ? 0 : currentPage * rowsPerPage + 1;
  const lastRow = Math.min(sorted.length, (currentPage + 1) * rowsPerPage);

  const handleSort = (key: SortKey) => {
    setOrder(orderBy === key && order === 'asc' ? 'desc' : 'asc');
    setOrderBy(key);
  };
  const toggleRow = (sku: string) =>
    setSelected((current) => (current.includes(sku) ? current.filter((item) => item !== sku) : [...current, sku]));
  const allSelected = products.length > 0 && selected.length === products.length;

  return (
    <Sheet variant="outlined" sx={{ width: '100%', borderRadius: 'sm', overflow: 'auto' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          px: 2,
          py: 1,
          minHeight: 52,
          bgcolor: selected.length > 0 ? 'background.level1' : undefined,
        }}
      >
        <Typography level="title-md" component="h3" id="inventory-title">
          {selected.length > 0 ? `${selected.length} selected` : 'Inventory'}
        </Typography>
        {selected.length > 0 && (
          <Button
            size="sm"
            color="danger"
            variant="soft"
            startDecorator={<DeleteOutline />}
            onClick={() => {
              setProducts((current) => current.filter((row) => !selected.includes(row.sku)));
              setSelected([]);
            }}
          >
            Delete
          </Button>
        )}
      </Box>
      <Table
        aria-labelledby="inventory-title"
        hoverRow
        sx={{
          '--TableCell-headBackground': 'var(--joy-palette-background-level1)',
          '--TableRow-hoverBackground': 'var(--joy-palette-background-level1)',
          '--TableCell-selectedBackground': 'var(--joy-palette-primary-softBg)',
          '& thead th:nth-of-type(1)': { width: 48 },
          '& tr > *:nth-of-type(n+4)': { textAlign: 'right' },
          minWidth: 560,
        }}
      >
        <thead>
          <tr>
            <th scope="col">
              <Checkbox
                slotProps={{ input: { 'aria-label': 'Select all products' } }}
                checked={allSelected}
                indeterminate={selected.length > 0 && !allSelected}
                onChange={(event) => setSelected(event.target.checked ? products.map((row) => row.sku) : [])}
                sx={{ verticalAlign: 'text-bottom' }}
              />
            </th>
            {columns.map((column) => {
              const active = orderBy === column.key;
              return (
                <th key={column.key} scope="col" aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}>
                  <Link
                    component="button"
                    underline="none"
                    color={active ? 'primary' : 'neutral'}
                    textColor={active ? 'primary.plainColor' : undefined}
                    fontWeight="lg"
                    onClick={() => handleSort(column.key)}
                    startDecorator={
                      column.numeric ? (
                        <ArrowDownwardRounded
                          sx={{
                            opacity: active ? 1 : 0,
                            transform: active && order === 'asc' ? 'rotate(180deg)' : 'none',
                          }}
                        />
                      ) : null
                    }
                    endDecorator={
                      column.numeric ? null : (
                        <ArrowDownwardRounded
                          sx={{
                            opacity: active ? 1 : 0,
                            transform: active && order === 'asc' ? 'rotate(180deg)' : 'none',
                          }}
                        />
                      )
                    }
                    sx={{ '&:hover svg': { opacity: 1 } }}
                  >
                    {column.label}
                  </Link>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {visible.map((row) => {
            const isSelected = selected.includes(row.sku);
            return (
              <tr
                key={row.sku}
                aria-selected={isSelected}
                style={
                  isSelected ? ({ '--TableCell-dataBackground': 'var(--TableCell-selectedBackground)' } as React.CSSProperties) : undefined
                }
              >
                <td>
                  <Checkbox
                    slotProps={{ input: { 'aria-label': `Select ${row.name}` } }}
                    checked={isSelected}
                    onChange={() => toggleRow(row.sku)}
                    sx={{ verticalAlign: 'text-bottom' }}
                  />
                </td>
                <td>
                  <Typography level="title-sm">{row.name}</Typography>
                  <Typography level="body-xs">{row.sku}</Typography>
                </td>
                <td>{row.category}</td>
                <td>
                  {row.stock === 0 ? (
                    <Chip size="sm" color="danger" variant="soft">
                      Sold out
                    </Chip>
                  ) : (
                    row.stock
                  )}
                </td>
                <td>{row.price.toFixed(2)}</td>
              </tr>
            );
          })}
          {visible.length === 0 && (
            <tr>
              <td colSpan={5} style={{ textAlign: 'center' }}>
                No products left.
              </td>
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={5}>
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'flex-end',
                  gap: 2,
                }}
              >
                <FormControl orientation="horizontal" size="sm">
                  <FormLabel>Rows per page</FormLabel>
                  <Select
                    value={rowsPerPage}
                    onChange={(_event, value) => {
                      if (value) {
                        setRowsPerPage(value);
                        setPage(0);
                      }
                    }}
                  >
                    <Option value={5}>5</Option>
                    <Option value={10}>10</Option>
                    <Option value={25}>25</Option>
                  </Select>
                </FormControl>
                <Typography level="body-sm" aria-live="polite" sx={{ textAlign: 'center', minWidth: 90 }}>
                  {firstRow}–{lastRow} of {sorted.length}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1 }}>
                  <IconButton
                    size="sm"
                    color="neutral"
                    variant="outlined"
                    aria-label="Previous page"
                    disabled={currentPage === 0}
                    onClick={() => setPage(currentPage - 1)}
                  >
                    <KeyboardArrowLeft />
                  </IconButton>
                  <IconButton
                    size="sm"
                    color="neutral"
                    variant="outlined"
                    aria-label="Next page"
                    disabled={currentPage >= pageCount - 1}
                    onClick={() => setPage(currentPage + 1)}
                  >
                    <KeyboardArrowRight />
                  </IconButton>
                </Box>
              </Box>
            </td>
          </tr>
        </tfoot>
      </Table>
    </Sheet>
  );
}
