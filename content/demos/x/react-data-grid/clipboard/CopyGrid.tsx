import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'element', headerName: 'Element', width: 130 },
  { field: 'symbol', headerName: 'Symbol', width: 90 },
  { field: 'number', headerName: 'Atomic number', type: 'number', width: 140 },
  { field: 'mass', headerName: 'Mass', type: 'number', width: 110, valueFormatter: ({ value }) => `${value} u` },
];

const rows = [
  { id: 1, element: 'Hydrogen', symbol: 'H', number: 1, mass: 1.008 },
  { id: 2, element: 'Carbon', symbol: 'C', number: 6, mass: 12.011 },
  { id: 3, element: 'Nitrogen', symbol: 'N', number: 7, mass: 14.007 },
  { id: 4, element: 'Oxygen', symbol: 'O', number: 8, mass: 15.999 },
  { id: 5, element: 'Iron', symbol: 'Fe', number: 26, mass: 55.845 },
];

export default function CopyGrid() {
  const [copied, setCopied] = React.useState('');
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGrid rows={rows} columns={columns} checkboxSelection hideFooter onClipboardCopy={setCopied} />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        sx={{ mt: 1, minHeight: '6.5em', p: 1, fontFamily: 'monospace', bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-wrap' }}
        aria-live="polite"
      >
        {/* Tabs shown as arrows, so the reader sees where the cells split. */}
        {copied ? copied.replace(/\t/g, ' → ') : 'Click a cell or check some rows, then press Ctrl+C (⌘C).'}
      </Typography>
    </Box>
  );
}
