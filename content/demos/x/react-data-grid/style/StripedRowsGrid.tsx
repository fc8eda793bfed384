import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'stop', headerName: 'Stop', width: 170 },
  { field: 'arrives', headerName: 'Arrives', width: 110 },
  { field: 'platform', headerName: 'Platform', type: 'number', width: 110 },
];

const rows = [
  { id: 1, stop: 'Central', arrives: '08:02', platform: 4 },
  { id: 2, stop: 'Museum Quarter', arrives: '08:07', platform: 1 },
  { id: 3, stop: 'University', arrives: '08:11', platform: 2 },
  { id: 4, stop: 'Riverside', arrives: '08:16', platform: 1 },
  { id: 5, stop: 'Harbor', arrives: '08:22', platform: 3 },
  { id: 6, stop: 'Airport', arrives: '08:35', platform: 2 },
];

export default function StripedRowsGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        density="compact"
        // Counted on the current page, so stripes stay even after sorting, filtering or changing page.
        getRowClassName={({ indexRelativeToCurrentPage }) => (indexRelativeToCurrentPage % 2 === 0 ? 'even' : 'odd')}
        sx={{
          // Palette tokens, so the stripes follow light and dark mode.
          [`& .${gridClasses.row}.even`]: { bgcolor: 'action.hover' },
          [`& .${gridClasses.columnHeaders}`]: { bgcolor: 'primary.main', color: 'primary.contrastText' },
          [`& .${gridClasses.columnHeader} .${gridClasses.iconButtonContainer} .MuiIconButton-root`]: { color: 'inherit' },
          [`& .${gridClasses.menuIcon} .MuiIconButton-root`]: { color: 'inherit' },
        }}
      />
    </Box>
  );
}
