import Box from '@mui/material/Box';
import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'languages', headerName: 'Languages', width: 200 },
];

const rows = [
  { id: 1, name: 'Amara Okafor', team: 'Platform', city: 'Lagos', languages: 'Go, Rust' },
  { id: 2, name: 'Bruno Tavares', team: 'Design', city: 'Porto', languages: 'TypeScript' },
  { id: 3, name: 'Chen Wei', team: 'Platform', city: 'Taipei', languages: 'Rust, C++' },
  { id: 4, name: 'Dalia Haddad', team: 'Mobile', city: 'Amman', languages: 'Kotlin, Swift' },
  { id: 5, name: 'Erik Lund', team: 'Data', city: 'Oslo', languages: 'Python, SQL' },
  { id: 6, name: 'Farah Siddiqui', team: 'Mobile', city: 'Toronto', languages: 'Swift' },
  { id: 7, name: 'Gustavo Ramos', team: 'Data', city: 'Lima', languages: 'Python, Go' },
  { id: 8, name: 'Hana Kobayashi', team: 'Design', city: 'Osaka', languages: 'TypeScript, CSS' },
];

export default function QuickFilterGrid() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        disableColumnSelector
        disableDensitySelector
      />
    </Box>
  );
}
