import * as React from 'react';
import { alpha } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArchiveIcon from '@mui/icons-material/Archive';

interface Product {
  sku: string;
  name: string;
  stock: number;
  price: number;
}

const products: Product[] = [
  { sku: 'KT-1042', name: 'Enamel kettle, 1.5 quarts', stock: 14, price: 38 },
  { sku: 'KT-2210', name: 'Cast iron skillet, 10 inch', stock: 0, price: 45 },
  { sku: 'KT-0871', name: 'Bamboo cutting board', stock: 52, price: 22 },
  { sku: 'KT-3318', name: 'Stainless steel colander', stock: 9, price: 19 },
  { sku: 'KT-0456', name: 'Ceramic pour-over dripper', stock: 31, price: 27 },
  { sku: 'KT-1984', name: 'Linen tea towels, set of 3', stock: 76, price: 24 },
  { sku: 'KT-2705', name: 'Olive wood salad servers', stock: 5, price: 29 },
];

type SortKey = keyof Product;
const columns: { key: SortKey; label: string; numeric: boolean }[] = [
  { key: 'name', label: 'Product', numeric: false },
  { key: 'sku', label: 'SKU', numeric: false },
  { key: 'stock', label: 'In stock', numeric: true },
  { key: 'price', label: 'Price ($)', numeric: true },
];

function compare(a: Product, b: Product, key: SortKey) {
  if (a[key] < b[key]) return -1;
  if (a[key] > b[key]) return 1;
  return 0;
}

export default function SelectableInventory() {
  const [orderBy, setOrderBy] = React.useState<SortKey>('name');
  const [order, setOrder] = React.useState<'asc' | 'desc'>('asc');
  const [selected, setSelected] = React.useState<readonly string[]>([]);
  const [dense, setDense] = React.useState(false);

  const rows = React.useMemo(
    () => [...products].sort((a, b) => (order === 'asc' ? compare(a, b, orderBy) : -compare(a, b, orderBy))),
    [order, orderBy],
  );

  const sortBy = (key: SortKey) => {
    setOrder(orderBy === key && order === 'asc' ? 'desc' : 'asc');
    setOrderBy(key);
  };

  const toggle = (sku: string) =>
    setSelected((current) => (current.includes(sku) ? current.filter((item) => item !== sku) : [...current, sku]));

  const allSelected = selected.length === products.length;
  const someSelected = selected.length > 0 && !allSelected;

  return (
    <Box sx={{ width: '100%' }}>
      <Paper sx={{ width: '100%', mb: 1 }}>
        <Toolbar
          sx={{
            pl: 2,
            pr: 1,
            ...(selected.length > 0 && {
              bgcolor: (theme) => alpha(theme.palette.primary.main, theme.palette.action.activatedOpacity),
            }),
          }}
        >
          {selected.length > 0 ? (
            <Typography sx={{ flex: '1 1 100%' }} color="inherit" variant="subtitle1" component="div" aria-live="polite">
              {selected.length} selected
            </Typography>
          ) : (
            <Typography sx={{ flex: '1 1 100%' }} variant="h6" id="inventory-title" component="div">
              Kitchen inventory
            </Typography>
          )}
          {selected.length > 0 && (
            <Tooltip title="Archive selected">
              <IconButton aria-label="Archive selected products" onClick={() => setSelected([])}>
                <ArchiveIcon />
              </IconButton>
            </Tooltip>
          )}
        </Toolbar>
        <TableContainer>
          <Table size={dense ? 'small' : 'medium'} aria-labelledby="inventory-title" sx={{ minWidth: 560 }}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    color="primary"
                    checked={allSelected}
                    indeterminate={someSelected}
                    onChange={() => setSelected(allSelected ? [] : products.map((product) => product.sku))}
                    inputProps={{ 'aria-label': 'Select all products' }}
                  />
                </TableCell>
                {columns.map((column) => (
                  <TableCell
                    key={column.key}
                    align={column.numeric ? 'right' : 'left'}
                    sortDirection={orderBy === column.key ? order : false}
                  >
                    <TableSortLabel
                      active={orderBy === column.key}
                      direction={orderBy === column.key ? order : 'asc'}
                      onClick={() => sortBy(column.key)}
                    >
                      {column.label}
                    </TableSortLabel>
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((product) => {
                const isSelected = selected.includes(product.sku);
                const labelId = `inventory-row-${product.sku}`;
                return (
                  <TableRow
                    key={product.sku}
                    hover
                    selected={isSelected}
                    onClick={() => toggle(product.sku)}
                    aria-selected={isSelected}
                    sx={{ cursor: 'pointer' }}
                  >
                    <TableCell padding="checkbox">
                      <Checkbox
                        color="primary"
                        checked={isSelected}
                        onClick={(event) => event.stopPropagation()}
                        onChange={() => toggle(product.sku)}
                        inputProps={{ 'aria-labelledby': labelId }}
                      />
                    </TableCell>
                    <TableCell component="th" id={labelId} scope="row">
                      {product.name}
                    </TableCell>
                    <TableCell>{product.sku}</TableCell>
                    <TableCell align="right" sx={product.stock === 0 ? { color: 'error.main' } : undefined}>
                      {product.stock === 0 ? 'Sold out' : product.stock}
                    </TableCell>
                    <TableCell align="right">{product.price.toFixed(2)}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      <FormControlLabel control={<Switch checked={dense} onChange={(event) => setDense(event.target.checked)} />} label="Compact rows" />
    </Box>
  );
}
