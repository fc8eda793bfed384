import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 160 },
  { field: 'owner', headerName: 'Owner', width: 120 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 100 },
];

const rows = [
  { id: 1, task: 'Write the release notes', owner: 'Noor', hours: 3 },
  { id: 2, task: 'Review the migration guide', owner: 'Sam', hours: 2 },
  { id: 3, task: 'Update the screenshots', owner: 'Lea', hours: 5 },
  { id: 4, task: 'Test the upgrade on a sample app', owner: 'Noor', hours: 8 },
  { id: 5, task: 'Publish the packages', owner: 'Sam', hours: 1 },
  { id: 6, task: 'Announce the release', owner: 'Lea', hours: 1 },
];

export default function FlexLayoutGrid() {
  return (
    <Box sx={{ height: 360, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="subtitle2">Release checklist</Typography>
      {/* Takes the height the title leaves; minHeight 0 lets it shrink below its content's size. */}
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
