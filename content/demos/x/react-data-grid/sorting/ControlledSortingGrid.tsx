import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'peak', headerName: 'Peak', width: 150 },
  { field: 'range', headerName: 'Range', width: 150 },
  { field: 'height', headerName: 'Height (m)', type: 'number', width: 130 },
];

const rows = [
  { id: 1, peak: 'Everest', range: 'Himalaya', height: 8849 },
  { id: 2, peak: 'Aconcagua', range: 'Andes', height: 6961 },
  { id: 3, peak: 'Denali', range: 'Alaska Range', height: 6190 },
  { id: 4, peak: 'Kilimanjaro', range: 'Eastern Rift', height: 5895 },
  { id: 5, peak: 'Elbrus', range: 'Caucasus', height: 5642 },
  { id: 6, peak: 'K2', range: 'Karakoram', height: 8611 },
];

export default function ControlledSortingGrid() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{ field: 'height', sort: 'desc' }]);
  const sorted = sortModel[0];
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 370 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          // Highest first on the first click, then lowest first; never unsorted.
          sortingOrder={['desc', 'asc']}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {sorted ? `Sorted by ${sorted.field}, ${sorted.sort === 'asc' ? 'ascending' : 'descending'}.` : 'Not sorted.'}
      </Typography>
    </Box>
  );
}
