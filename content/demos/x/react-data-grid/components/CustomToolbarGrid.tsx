import Box from '@mui/material/Box';
import {
  DataGrid,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  GridToolbarDensitySelector,
  GridToolbarExport,
  GridToolbarFilterButton,
  GridToolbarQuickFilter,
  type GridColDef,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'river', headerName: 'River', width: 140 },
  { field: 'continent', headerName: 'Continent', width: 140 },
  { field: 'length', headerName: 'Length (km)', type: 'number', width: 130 },
];

const rows = [
  { id: 1, river: 'Nile', continent: 'Africa', length: 6650 },
  { id: 2, river: 'Amazon', continent: 'South America', length: 6400 },
  { id: 3, river: 'Yangtze', continent: 'Asia', length: 6300 },
  { id: 4, river: 'Mississippi', continent: 'North America', length: 6275 },
  { id: 5, river: 'Volga', continent: 'Europe', length: 3530 },
];

/** The grid's own toolbar parts, rearranged: buttons on one side, the search on the other. */
function Toolbar() {
  return (
    <GridToolbarContainer sx={{ p: 1, gap: 1 }}>
      <GridToolbarQuickFilter placeholder="Find a river" />
      <Box sx={{ flexGrow: 1 }} />
      <GridToolbarFilterButton />
      <GridToolbarColumnsButton />
      <GridToolbarDensitySelector />
      <GridToolbarExport printOptions={{ disableToolbarButton: true }} csvOptions={{ fileName: 'rivers' }} />
    </GridToolbarContainer>
  );
}

export default function CustomToolbarGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter slots={{ toolbar: Toolbar }} />
    </Box>
  );
}
