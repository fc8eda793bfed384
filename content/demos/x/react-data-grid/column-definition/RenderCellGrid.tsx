import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

interface Build {
  id: number;
  branch: string;
  status: 'passed' | 'failed' | 'running';
  progress: number;
}

const rows: Build[] = [
  { id: 1, branch: 'main', status: 'passed', progress: 1 },
  { id: 2, branch: 'fix/menu-focus', status: 'running', progress: 0.45 },
  { id: 3, branch: 'feat/row-pinning', status: 'failed', progress: 0.8 },
  { id: 4, branch: 'docs/layout', status: 'running', progress: 0.1 },
];

const STATUS_COLORS = { passed: 'success', failed: 'error', running: 'default' } as const;

const columns: GridColDef<Build>[] = [
  { field: 'branch', headerName: 'Branch', width: 170 },
  {
    field: 'status',
    headerName: 'Status',
    width: 120,
    renderCell: ({ value }: GridRenderCellParams<Build, Build['status']>) =>
      value ? <Chip size="small" label={value} color={STATUS_COLORS[value]} variant="outlined" /> : null,
  },
  {
    field: 'progress',
    headerName: 'Progress',
    type: 'number',
    width: 180,
    renderCell: ({ value }: GridRenderCellParams<Build, number>) => (
      <Box sx={{ width: '100%' }}>
        <LinearProgress variant="determinate" value={(value ?? 0) * 100} aria-label="Progress" />
      </Box>
    ),
  },
];

export default function RenderCellGrid() {
  return (
    <Box sx={{ height: 270, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
