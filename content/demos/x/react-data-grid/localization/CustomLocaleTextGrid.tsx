import Box from '@mui/material/Box';
import { DataGrid, GridToolbarContainer, GridToolbarDensitySelector, GridToolbarFilterButton, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'task', headerName: 'Task', width: 200 },
  { field: 'owner', headerName: 'Owner', width: 140 },
];

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarFilterButton />
      <GridToolbarDensitySelector />
    </GridToolbarContainer>
  );
}

export default function CustomLocaleTextGrid() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid
        rows={[]}
        columns={columns}
        slots={{ toolbar: Toolbar }}
        localeText={{
          noRowsLabel: 'Nothing to do today',
          toolbarFilters: 'Narrow down',
          toolbarDensity: 'Row spacing',
          toolbarDensityCompact: 'Tight',
          toolbarDensityStandard: 'Normal',
          toolbarDensityComfortable: 'Roomy',
        }}
      />
    </Box>
  );
}
