import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, gridColumnMenuSelector, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'language', headerName: 'Language', width: 140 },
  { field: 'year', headerName: 'Year', type: 'number', width: 100 },
  // This column has no menu at all.
  { field: 'paradigm', headerName: 'Paradigm', width: 180, disableColumnMenu: true },
];

const rows = [
  { id: 1, language: 'Lisp', year: 1958, paradigm: 'Functional' },
  { id: 2, language: 'Smalltalk', year: 1972, paradigm: 'Object-oriented' },
  { id: 3, language: 'Prolog', year: 1972, paradigm: 'Logic' },
];

export default function ColumnMenuApiGrid() {
  const apiRef = useGridApiRef();
  const [open, setOpen] = React.useState<string | null>(null);
  return (
    <Box sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ mb: 1 }}
        // Without the timeout, the same click would reach the page and close the menu at once.
        onClick={() => setTimeout(() => apiRef.current.showColumnMenu('year'))}
      >
        Open the Year menu
      </Button>
      <Box sx={{ height: 215 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          // `menuOpen` fires for every menu of the grid; the column menu's state says which column.
          onMenuOpen={() => setOpen(gridColumnMenuSelector(apiRef.current.state).field ?? null)}
          onMenuClose={() => setOpen(null)}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {open ? `The menu of the ${open} column is open.` : 'No column menu is open.'}
      </Typography>
    </Box>
  );
}
