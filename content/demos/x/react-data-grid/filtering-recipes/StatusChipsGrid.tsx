import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

const STATUSES = ['Open', 'In review', 'Merged', 'Closed'];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Pull request', width: 240 },
  { field: 'author', headerName: 'Author', width: 120 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: STATUSES, width: 120 },
];

const rows = [
  { id: 101, title: 'Fix focus ring in dark mode', author: 'mira', status: 'Merged' },
  { id: 102, title: 'Add keyboard shortcut help', author: 'olu', status: 'Open' },
  { id: 103, title: 'Speed up first render', author: 'kenji', status: 'In review' },
  { id: 104, title: 'Remove unused icons', author: 'mira', status: 'Closed' },
  { id: 105, title: 'Translate settings page', author: 'ines', status: 'Open' },
  { id: 106, title: 'Update date parsing', author: 'olu', status: 'In review' },
];

export default function StatusChipsGrid() {
  const [statuses, setStatuses] = React.useState<string[]>(['Open', 'In review']);
  // No status chosen means no filter at all, not "no rows".
  const filterModel = React.useMemo<GridFilterModel>(
    () => ({ items: statuses.length ? [{ field: 'status', operator: 'isAnyOf', value: statuses }] : [] }),
    [statuses],
  );
  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        value={statuses}
        onChange={(_, value: string[]) => setStatuses(value)}
        aria-label="Statuses shown"
        sx={{ mb: 1.5, flexWrap: 'wrap' }}
      >
        {STATUSES.map((status) => (
          <ToggleButton key={status} value={status}>
            {status}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 370 }}>
        <DataGrid rows={rows} columns={columns} hideFooter filterModel={filterModel} disableColumnFilter />
      </Box>
    </Box>
  );
}
