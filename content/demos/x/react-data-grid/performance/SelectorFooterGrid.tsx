import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  gridExpandedRowCountSelector,
  selectedGridRowsCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

const SPECIES = ['Oak', 'Maple', 'Birch', 'Pine', 'Cedar', 'Willow', 'Ash', 'Elm'];
const rows = Array.from({ length: 200 }, (_, index) => ({
  id: index + 1,
  species: SPECIES[(index * 5) % SPECIES.length],
  height: 4 + ((index * 37) % 260) / 10,
}));

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Tree', type: 'number', width: 90 },
  { field: 'species', headerName: 'Species', width: 140 },
  { field: 'height', headerName: 'Height (m)', type: 'number', width: 130 },
];

// Renders only when one of the two numbers it selects changes, not on every change of the grid's state.
function CountFooter() {
  const apiRef = useGridApiContext();
  const shown = useGridSelector(apiRef, gridExpandedRowCountSelector);
  const selected = useGridSelector(apiRef, selectedGridRowsCountSelector);
  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2">
        {shown} of {rows.length} trees shown, {selected} selected
      </Typography>
    </GridFooterContainer>
  );
}

function SearchToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

// Defined once: the same objects reach the grid on every render.
const slots = { footer: CountFooter, toolbar: SearchToolbar };

export default function SelectorFooterGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={slots} checkboxSelection />
    </Box>
  );
}
