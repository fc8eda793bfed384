import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  GridToolbarExport,
  GridToolbarFilterButton,
  type GridColDef,
} from '@mui/x-data-grid-premium';

const TEAMS = ['Platform', 'Mobile', 'Web', 'Data'];
const KINDS = ['Feature', 'Bug', 'Chore'];

// Made from the index alone: the same 60 tickets on the server and in every browser.
const rows = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  title: `Ticket ${1200 + index}`,
  team: TEAMS[(index * 7) % TEAMS.length],
  kind: KINDS[(index * 5) % KINDS.length],
  points: 1 + ((index * 11) % 8),
  hours: 2 + ((index * 13) % 30),
}));

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Ticket', width: 140 },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'kind', headerName: 'Kind', width: 110 },
  { field: 'points', headerName: 'Points', type: 'number', width: 110 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 110 },
];

function ReportToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
      <GridToolbarFilterButton />
      {/* CSV, Excel (Premium) and print; the Excel file keeps the groups and totals. */}
      <GridToolbarExport excelOptions={{ fileName: 'tickets' }} csvOptions={{ fileName: 'tickets' }} />
    </GridToolbarContainer>
  );
}

const slots = { toolbar: ReportToolbar };

export default function PremiumReportGrid() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        slots={slots}
        initialState={{
          rowGrouping: { model: ['team', 'kind'] },
          aggregation: { model: { points: 'sum', hours: 'avg', title: 'size' } },
          pinnedColumns: { left: [GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD] },
        }}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
