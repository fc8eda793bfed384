import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'task', headerName: 'Task', width: 200 },
  { field: 'due', headerName: 'Due', width: 120 },
];

const TASKS = [
  { id: 1, task: 'Renew passport', due: 'March' },
  { id: 2, task: 'Book dentist', due: 'April' },
  { id: 3, task: 'File taxes', due: 'April' },
];

function LoadingOverlay() {
  return (
    <Box sx={{ position: 'absolute', top: 0, width: '100%' }}>
      <LinearProgress aria-label="Loading tasks" />
    </Box>
  );
}

function NoRowsOverlay() {
  return (
    <GridOverlay sx={{ flexDirection: 'column', gap: 0.5 }}>
      <Typography variant="subtitle1">Nothing to do</Typography>
      <Typography variant="body2" color="text.secondary">
        Load the tasks to fill the list.
      </Typography>
    </GridOverlay>
  );
}

export default function OverlaysGrid() {
  const [rows, setRows] = React.useState<typeof TASKS>([]);
  const [loading, setLoading] = React.useState(false);
  const load = () => {
    setLoading(true);
    // Stands in for a request.
    setTimeout(() => {
      setRows(TASKS);
      setLoading(false);
    }, 1200);
  };
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={load} disabled={loading}>
          Load tasks
        </Button>
        <Button size="small" variant="outlined" onClick={() => setRows([])} disabled={loading}>
          Clear
        </Button>
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          loading={loading}
          slots={{ loadingOverlay: LoadingOverlay, noRowsOverlay: NoRowsOverlay }}
        />
      </Box>
    </Box>
  );
}
