import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  GridFooterContainer,
  gridFilteredTopLevelRowCountSelector,
  gridRowCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'species', headerName: 'Species', width: 180 },
  { field: 'family', headerName: 'Family', width: 150 },
  { field: 'habitat', headerName: 'Habitat', width: 160 },
];

const rows = [
  { id: 1, species: 'Barn owl', family: 'Tytonidae', habitat: 'Farmland' },
  { id: 2, species: 'Snowy owl', family: 'Strigidae', habitat: 'Tundra' },
  { id: 3, species: 'Common kingfisher', family: 'Alcedinidae', habitat: 'Rivers' },
  { id: 4, species: 'Great tit', family: 'Paridae', habitat: 'Woodland' },
  { id: 5, species: 'Tawny owl', family: 'Strigidae', habitat: 'Woodland' },
  { id: 6, species: 'Grey heron', family: 'Ardeidae', habitat: 'Rivers' },
  { id: 7, species: 'Skylark', family: 'Alaudidae', habitat: 'Farmland' },
];

/** A footer that counts the rows passing the filters, read from the grid's state. */
function CountFooter() {
  const apiRef = useGridApiContext();
  const shown = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const total = useGridSelector(apiRef, gridRowCountSelector);
  return (
    <GridFooterContainer sx={{ px: 2 }} aria-live="polite">
      {`${shown} of ${total} birds`}
    </GridFooterContainer>
  );
}

export default function ExternalSearchGrid() {
  const [search, setSearch] = React.useState('');
  // The field outside the grid feeds the quick filter of a controlled model.
  const filterModel = React.useMemo<GridFilterModel>(() => ({ items: [], quickFilterValues: search.split(' ').filter(Boolean) }), [search]);
  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        label="Search birds"
        size="small"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ mb: 1.5, width: 260 }}
      />
      <Box sx={{ height: 430 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          // Changes made inside the grid (a column's filter) go back into the search field's words.
          onFilterModelChange={(model) => setSearch((model.quickFilterValues ?? []).join(' '))}
          disableColumnFilter
          slots={{ footer: CountFooter }}
        />
      </Box>
    </Box>
  );
}
