import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridEventListener } from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'code', headerName: 'Code', width: 90, resizable: false },
  { field: 'name', headerName: 'Name', width: 150, minWidth: 100, maxWidth: 300 },
  { field: 'notes', headerName: 'Notes', width: 220 },
];

const rows = [
  { id: 1, code: 'LIS', name: 'Lisbon', notes: 'Direct flights daily' },
  { id: 2, code: 'OSA', name: 'Osaka', notes: 'Two connections' },
  { id: 3, code: 'YYZ', name: 'Toronto', notes: 'Seasonal route' },
];

export default function ColumnResizeGrid() {
  const [message, setMessage] = React.useState('Drag the edge of a header to resize its column.');
  const handleWidthChange = React.useCallback<GridEventListener<'columnWidthChange'>>(({ colDef, width }) => {
    setMessage(`${colDef.headerName} is now ${Math.round(width)} pixels wide.`);
  }, []);
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 220 }}>
        <DataGridPro rows={rows} columns={columns} hideFooter onColumnWidthChange={handleWidthChange} />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {message}
      </Typography>
    </Box>
  );
}
