import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridToolbarContainer,
  gridFilteredSortedRowIdsSelector,
  selectedGridRowsCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'task', headerName: 'Task', width: 200 },
  { field: 'done', headerName: 'Done', type: 'boolean', width: 100 },
];

const rows = [
  { id: 1, task: 'Book the venue', done: true },
  { id: 2, task: 'Send invitations', done: true },
  { id: 3, task: 'Order the cake', done: false },
  { id: 4, task: 'Hire a band', done: false },
  { id: 5, task: 'Print the menus', done: false },
];

// Rendered inside the grid: it reaches the grid's API object through context, without any prop.
function SelectionToolbar() {
  const apiRef = useGridApiContext();
  const selected = useGridSelector(apiRef, selectedGridRowsCountSelector);

  const selectOpenTasks = () => {
    const open = gridFilteredSortedRowIdsSelector(apiRef).filter((id) => !apiRef.current.getRow(id)?.done);
    apiRef.current.setRowSelectionModel(open);
  };

  return (
    <GridToolbarContainer sx={{ gap: 1 }}>
      <Button size="small" onClick={selectOpenTasks}>
        Select open tasks
      </Button>
      <Button size="small" onClick={() => apiRef.current.setRowSelectionModel([])} disabled={selected === 0}>
        Clear selection
      </Button>
      <Typography variant="body2" sx={{ ml: 'auto', pr: 1 }}>
        {selected} selected
      </Typography>
    </GridToolbarContainer>
  );
}

const slots = { toolbar: SelectionToolbar };

export default function ApiContextToolbar() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={slots} checkboxSelection hideFooter />
    </Box>
  );
}
