import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiContext, type GridColDef, type GridRenderCellParams, type GridRenderEditCellParams } from '@mui/x-data-grid';

function ProgressCell({ value }: GridRenderCellParams<any, number>) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%' }}>
      <LinearProgress variant="determinate" value={value ?? 0} sx={{ flex: 1 }} />
      <Box component="span" sx={{ minWidth: 36, textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}>
        {value}%
      </Box>
    </Stack>
  );
}

function ProgressEditCell({ id, field, value, hasFocus }: GridRenderEditCellParams<any, number>) {
  const apiRef = useGridApiContext();
  const inputRef = React.useRef<HTMLInputElement>(null);
  // Focus follows the grid's: the slider's arrow keys then change the value straight away.
  React.useLayoutEffect(() => {
    if (hasFocus) inputRef.current?.focus();
  }, [hasFocus]);
  return (
    <Box sx={{ px: 2, width: '100%' }}>
      <Slider
        size="small"
        value={value ?? 0}
        step={5}
        valueLabelDisplay="auto"
        aria-label="Progress"
        slotProps={{ input: { ref: inputRef } }}
        // The edit value lives in the grid's state until the edit ends; the slider shows it from `value`.
        onChange={(_, next) => apiRef.current.setEditCellValue({ id, field, value: next as number })}
      />
    </Box>
  );
}

const columns: GridColDef[] = [
  { field: 'task', headerName: 'Task', width: 180 },
  {
    field: 'progress',
    headerName: 'Progress',
    type: 'number',
    flex: 1,
    minWidth: 200,
    editable: true,
    renderCell: (params) => <ProgressCell {...params} />,
    renderEditCell: (params) => <ProgressEditCell {...params} />,
  },
];

const rows = [
  { id: 1, task: 'Draft the proposal', progress: 80 },
  { id: 2, task: 'Collect quotes', progress: 35 },
  { id: 3, task: 'Book the venue', progress: 0 },
];

export default function CustomEditCellGrid() {
  return (
    <Box sx={{ height: 215, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
