import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Sale {
  region: string;
  product: string;
  quarter: string;
  amount: number;
}

const REGIONS = ['North', 'South', 'East', 'West'];
const PRODUCTS = ['Tents', 'Boots', 'Jackets'];
const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'];

// One row per sale, as a database would return them: 48 rows.
const sales: Sale[] = REGIONS.flatMap((region, r) =>
  PRODUCTS.flatMap((product, p) =>
    QUARTERS.map((quarter, q) => ({ region, product, quarter, amount: 1000 + ((r * 7 + p * 5 + q * 3) % 11) * 250 })),
  ),
);

type RowField = 'region' | 'product';

/** Turns the sales into one row per value of `rowField` and one column per quarter, summing the amounts. */
function pivot(rowField: RowField) {
  const byKey = new Map<string, Record<string, string | number>>();
  for (const sale of sales) {
    const key = sale[rowField];
    const row = byKey.get(key) ?? { id: key, [rowField]: key };
    row[sale.quarter] = ((row[sale.quarter] as number | undefined) ?? 0) + sale.amount;
    byKey.set(key, row);
  }
  const columns: GridColDef[] = [
    { field: rowField, headerName: rowField === 'region' ? 'Region' : 'Product', width: 130 },
    ...QUARTERS.map((quarter): GridColDef => ({ field: quarter, headerName: quarter, type: 'number', width: 110 })),
  ];
  return { rows: [...byKey.values()], columns };
}

const aggregation = { model: Object.fromEntries(QUARTERS.map((quarter) => [quarter, 'sum'])) };

export default function ReshapedPivotGrid() {
  const [rowField, setRowField] = React.useState<RowField>('region');
  // Reshaped only when the choice changes, so the grid gets stable rows and columns.
  const { rows, columns } = React.useMemo(() => pivot(rowField), [rowField]);
  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="Rows"
        value={rowField}
        onChange={(event) => setRowField(event.target.value as RowField)}
        sx={{ mb: 1, minWidth: 160 }}
      >
        <MenuItem value="region">Region</MenuItem>
        <MenuItem value="product">Product</MenuItem>
      </TextField>
      <Box sx={{ height: 380 }}>
        <DataGridPremium rows={rows} columns={columns} initialState={{ aggregation }} hideFooter disableRowSelectionOnClick />
      </Box>
    </Box>
  );
}
