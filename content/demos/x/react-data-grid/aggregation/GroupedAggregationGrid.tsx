import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridAggregationModel, type GridColDef } from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  { field: 'product', headerName: 'Product', width: 160 },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'units', headerName: 'Units', type: 'number', width: 110 },
  { field: 'revenue', headerName: 'Revenue (USD)', type: 'number', width: 150 },
];

const PRODUCTS = ['Desk', 'Chair', 'Lamp', 'Shelf'];
const TEAMS = ['North', 'South', 'West'];
const rows = Array.from({ length: 12 }, (_, index) => {
  const units = 3 + ((index * 11) % 17);
  return { id: index + 1, product: PRODUCTS[index % 4], team: TEAMS[index % 3], units, revenue: units * (40 + (index % 4) * 35) };
});

export default function GroupedAggregationGrid() {
  const [model, setModel] = React.useState<GridAggregationModel>({ units: 'sum', revenue: 'avg' });
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 440 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          initialState={{ rowGrouping: { model: ['team'] } }}
          aggregationModel={model}
          onAggregationModelChange={setModel}
          disableRowSelectionOnClick
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        aggregationModel: {JSON.stringify(model)}
      </Typography>
    </Box>
  );
}
