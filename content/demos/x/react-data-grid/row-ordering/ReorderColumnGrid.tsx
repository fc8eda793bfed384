import Box from '@mui/material/Box';
import { DataGridPro, GRID_REORDER_COL_DEF, type GridColDef } from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'step', headerName: 'Step', flex: 1, minWidth: 200, sortable: false },
  { field: 'owner', headerName: 'Owner', width: 120, sortable: false },
  // The drag handle at the end of the row instead of the start, with a header of its own.
  { ...GRID_REORDER_COL_DEF, headerName: 'Move', renderHeader: () => 'Move', width: 70 },
];

// `__reorder__` is the label the dragged row shows; without it the row's id is shown.
const rows = [
  { id: 'plan', step: 'Write the plan', owner: 'Ada', __reorder__: 'Write the plan' },
  { id: 'review', step: 'Review the plan', owner: 'Grace', __reorder__: 'Review the plan' },
  { id: 'build', step: 'Build it', owner: 'Linus', __reorder__: 'Build it' },
  { id: 'ship', step: 'Ship it', owner: 'Ada', __reorder__: 'Ship it' },
];

export default function ReorderColumnGrid() {
  return (
    <Box sx={{ height: 270, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} hideFooter rowReordering />
    </Box>
  );
}
