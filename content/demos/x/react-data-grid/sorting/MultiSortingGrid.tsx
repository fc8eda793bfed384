import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'name', headerName: 'Name', width: 140 },
  { field: 'points', headerName: 'Points', type: 'number', width: 100 },
];

const rows = [
  { id: 1, team: 'Falcons', name: 'Aiko', points: 31 },
  { id: 2, team: 'Otters', name: 'Ben', points: 27 },
  { id: 3, team: 'Falcons', name: 'Chidi', points: 18 },
  { id: 4, team: 'Otters', name: 'Dana', points: 35 },
  { id: 5, team: 'Falcons', name: 'Eero', points: 24 },
  { id: 6, team: 'Otters', name: 'Fatima', points: 12 },
];

export default function MultiSortingGrid() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{
          sorting: {
            sortModel: [
              { field: 'team', sort: 'asc' },
              { field: 'points', sort: 'desc' },
            ],
          },
        }}
      />
    </Box>
  );
}
