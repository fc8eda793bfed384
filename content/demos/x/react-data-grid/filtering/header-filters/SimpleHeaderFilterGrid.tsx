import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'street', headerName: 'Street', width: 200 },
  { field: 'district', headerName: 'District', width: 160 },
  { field: 'trees', headerName: 'Trees', type: 'number', width: 120, filterable: false },
];

const rows = [
  { id: 1, street: 'Linden Avenue', district: 'North', trees: 84 },
  { id: 2, street: 'Canal Street', district: 'Old Town', trees: 12 },
  { id: 3, street: 'Orchard Lane', district: 'North', trees: 57 },
  { id: 4, street: 'Mill Road', district: 'Riverside', trees: 31 },
  { id: 5, street: 'Chestnut Row', district: 'Old Town', trees: 46 },
];

export default function SimpleHeaderFilterGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        hideFooter
        unstable_headerFilters
        disableColumnMenu
        // No operator menu and no clear button: each field is a plain "contains" search.
        slots={{ headerFilterMenu: null }}
        slotProps={{ headerFilterCell: { showClearIcon: false } }}
      />
    </Box>
  );
}
