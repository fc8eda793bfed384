import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridPreProcessEditCellProps } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  {
    field: 'username',
    headerName: 'Username',
    width: 170,
    editable: true,
    // Runs as the reader types: `error` marks the cell, and an edit with an error cannot be saved.
    preProcessEditCellProps: ({ props }: GridPreProcessEditCellProps<string>) => ({
      ...props,
      error: !/^[a-z0-9_]{3,15}$/.test(props.value ?? ''),
    }),
  },
  {
    field: 'minAge',
    headerName: 'Min. age',
    type: 'number',
    width: 110,
    editable: true,
    preProcessEditCellProps: ({ props }: GridPreProcessEditCellProps<number>) => ({
      ...props,
      error: props.value == null || props.value < 13,
    }),
  },
  { field: 'note', headerName: 'Rule', flex: 1, minWidth: 220 },
];

const rows = [
  { id: 1, username: 'river_song', minAge: 18, note: 'Usernames: 3 to 15 of a-z, 0-9 and _' },
  { id: 2, username: 'k9', minAge: 13, note: 'Minimum age: 13 or more' },
];

export default function ValidationGrid() {
  return (
    <Box
      sx={{
        height: 170,
        width: '100%',
        // The grid adds `Mui-error` to the edit cell of an invalid value; the theme's error color marks it.
        '& .MuiDataGrid-editInputCell.Mui-error': { bgcolor: 'error.main', color: 'error.contrastText' },
      }}
    >
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
