import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Task {
  id: number;
  task: string;
  done: boolean;
}

const columns: GridColDef<Task>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 70 },
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 160 },
  { field: 'done', headerName: 'Done', type: 'boolean', width: 90 },
];

const TASKS = ['Water the plants', 'Book the dentist', 'Return the library books', 'Pay the electricity bill', 'Call grandma'];

export default function RowUpdatesGrid() {
  const [rows, setRows] = React.useState<Task[]>([
    { id: 1, task: 'Buy groceries', done: true },
    { id: 2, task: 'Fix the bike', done: false },
  ]);
  const addRow = () =>
    setRows((current) => {
      const id = current.length ? Math.max(...current.map((row) => row.id)) + 1 : 1;
      return [...current, { id, task: TASKS[(id - 1) % TASKS.length], done: false }];
    });
  // A new object for the changed row (and a new array): the grid compares rows by reference.
  const finishFirstOpen = () =>
    setRows((current) => {
      const open = current.find((row) => !row.done);
      return open ? current.map((row) => (row === open ? { ...row, done: true } : row)) : current;
    });
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={addRow}>
          Add a task
        </Button>
        <Button size="small" onClick={finishFirstOpen}>
          Finish the first open task
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
