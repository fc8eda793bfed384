import Box from '@mui/material/Box';
import { DataGrid, GridLogicOperator, GridToolbarContainer, GridToolbarQuickFilter, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'code', headerName: 'Code', width: 90, getApplyQuickFilterFn: undefined, getApplyQuickFilterFnV7: undefined },
  { field: 'airport', headerName: 'Airport', width: 230 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'note', headerName: 'Note', width: 160 },
];

const rows = [
  { id: 1, code: 'OSL', airport: 'Oslo Gardermoen', country: 'Norway', note: 'Hub' },
  { id: 2, code: 'LIS', airport: 'Lisbon Humberto Delgado', country: 'Portugal', note: 'Close to the city' },
  { id: 3, code: 'NRT', airport: 'Tokyo Narita', country: 'Japan', note: 'Hub' },
  { id: 4, code: 'CPT', airport: 'Cape Town International', country: 'South Africa', note: 'Mountain views' },
  { id: 5, code: 'BOG', airport: 'Bogotá El Dorado', country: 'Colombia', note: 'High altitude' },
  { id: 6, code: 'HEL', airport: 'Helsinki Vantaa', country: 'Finland', note: 'Hub' },
];

function Toolbar() {
  return (
    <GridToolbarContainer sx={{ p: 1 }}>
      <GridToolbarQuickFilter
        placeholder="Countries, separated by commas"
        sx={{ width: 300 }}
        // Commas separate the values, so a value may hold spaces ("south africa").
        quickFilterParser={(input) =>
          input
            .split(',')
            .map((value) => value.trim())
            .filter(Boolean)
        }
        quickFilterFormatter={(values) => values.join(', ')}
        debounceMs={300}
      />
    </GridToolbarContainer>
  );
}

export default function QuickFilterOptionsGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        slots={{ toolbar: Toolbar }}
        initialState={{
          filter: {
            filterModel: {
              items: [],
              quickFilterValues: ['norway', 'south africa'],
              // A row passes when it matches any one of the values.
              quickFilterLogicOperator: GridLogicOperator.Or,
              // The hidden Note column is not searched.
              quickFilterExcludeHiddenColumns: true,
            },
          },
          columns: { columnVisibilityModel: { note: false } },
        }}
      />
    </Box>
  );
}
