import Box from '@mui/material/Box';
import { DataGridPremium, GridToolbar, type GridColDef } from '@mui/x-data-grid-premium';

const REGIONS = ['North', 'South'];
const rows = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  store: `Store ${index + 1}`,
  region: REGIONS[index % 2],
  revenue: 12000 + ((index * 2741) % 9000),
}));

const columns: GridColDef[] = [
  { field: 'store', headerName: 'Store', width: 130 },
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'revenue', headerName: 'Revenue (USD)', type: 'number', width: 150 },
];

export default function CompactPremiumGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        density="compact"
        slots={{ toolbar: GridToolbar }}
        initialState={{ rowGrouping: { model: ['region'] }, aggregation: { model: { revenue: 'max' } } }}
        rowGroupingColumnMode="multiple"
        // Each region's maximum in a footer row under its stores, and no grand total.
        getAggregationPosition={(groupNode) => (groupNode.depth === -1 ? null : 'footer')}
        defaultGroupingExpansionDepth={-1}
        hideFooter
      />
    </Box>
  );
}
