import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridToolbarContainer, GridToolbarDensitySelector, type GridColDef, type GridDensity } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', width: 220 },
  { field: 'author', headerName: 'Author', width: 180 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90, valueFormatter: ({ value }) => String(value) },
];

const rows = [
  { id: 1, title: 'Middlemarch', author: 'George Eliot', year: 1871 },
  { id: 2, title: 'Moby-Dick', author: 'Herman Melville', year: 1851 },
  { id: 3, title: 'Persuasion', author: 'Jane Austen', year: 1817 },
  { id: 4, title: 'Bleak House', author: 'Charles Dickens', year: 1853 },
  { id: 5, title: 'Walden', author: 'Henry David Thoreau', year: 1854 },
];

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarDensitySelector />
    </GridToolbarContainer>
  );
}

export default function DensityGrid() {
  const [density, setDensity] = React.useState<GridDensity>('compact');
  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={density}
        onChange={(_, next: GridDensity | null) => next && setDensity(next)}
        aria-label="Density"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      {/* Tall enough for five comfortable rows, so no density moves the page below. */}
      <Box sx={{ height: 480 }}>
        <DataGrid rows={rows} columns={columns} density={density} slots={{ toolbar: Toolbar }} hideFooter />
      </Box>
    </Box>
  );
}
