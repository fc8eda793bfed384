import Box from '@mui/material/Box';
import { DataGridPremium, GridToolbar, type GridColDef } from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  { field: 'project', headerName: 'Project', width: 170 },
  { field: 'owner', headerName: 'Owner', width: 120 },
  { field: 'start', headerName: 'Start', type: 'date', width: 130 },
  { field: 'budget', headerName: 'Budget', type: 'number', width: 120 },
  { field: 'phase', headerName: 'Phase', type: 'singleSelect', valueOptions: ['Plan', 'Build', 'Done'], width: 110 },
];

// Dates in UTC at noon, so every reader's time zone shows the same day.
const rows = [
  { id: 1, project: 'River bridge', owner: 'Noor', start: new Date(Date.UTC(2024, 1, 5, 12)), budget: 1250000, phase: 'Build' },
  { id: 2, project: 'School roof', owner: 'Tomás', start: new Date(Date.UTC(2024, 3, 15, 12)), budget: 310000, phase: 'Done' },
  { id: 3, project: 'Bike lanes', owner: 'Ivy', start: new Date(Date.UTC(2024, 6, 1, 12)), budget: 540000, phase: 'Plan' },
  { id: 4, project: 'Library wing', owner: 'Kwame', start: new Date(Date.UTC(2024, 8, 9, 12)), budget: 2100000, phase: 'Plan' },
];

export default function ExcelExportGrid() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        hideFooter
        slots={{ toolbar: GridToolbar }}
        slotProps={{
          toolbar: {
            excelOptions: {
              fileName: 'projects',
              // An Excel number format for the budget column: thousands separators, no decimals.
              columnsStyles: { budget: { numFmt: '#,##0' } },
            },
          },
        }}
      />
    </Box>
  );
}
