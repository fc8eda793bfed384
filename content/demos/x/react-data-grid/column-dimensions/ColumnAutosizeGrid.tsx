import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGridPro, type GridColDef, useGridApiRef } from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', width: 100 },
  { field: 'author', headerName: 'Author', width: 100 },
  { field: 'year', headerName: 'Year', type: 'number', width: 100 },
];

const rows = [
  { id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969 },
  { id: 2, title: 'Kindred', author: 'Octavia E. Butler', year: 1979 },
  { id: 3, title: 'Solaris', author: 'Stanisław Lem', year: 1961 },
  { id: 4, title: 'The Dispossessed', author: 'Ursula K. Le Guin', year: 1974 },
];

export default function ColumnAutosizeGrid() {
  const apiRef = useGridApiRef();
  return (
    <Box sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ mb: 1 }}
        onClick={() => apiRef.current.autosizeColumns({ includeHeaders: true, includeOutliers: true })}
      >
        Fit columns to their content
      </Button>
      <Box sx={{ height: 270 }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
