import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'ticker', headerName: 'Ticker', width: 100, cellClassName: 'ticker', headerClassName: 'ticker-header' },
  { field: 'price', headerName: 'Price', type: 'number', width: 100 },
  { field: 'change', headerName: 'Change (%)', type: 'number', width: 130 },
  { field: 'volume', headerName: 'Volume', type: 'number', width: 120 },
];

const rows = [
  { id: 1, ticker: 'ACME', price: 142.3, change: 2.4, volume: 18200 },
  { id: 2, ticker: 'GLBX', price: 58.1, change: -1.7, volume: 9400 },
  { id: 3, ticker: 'INIT', price: 23.75, change: 0, volume: 4100 },
  { id: 4, ticker: 'UMBR', price: 311.9, change: -4.2, volume: 27300 },
  { id: 5, ticker: 'HOOL', price: 97.6, change: 5.1, volume: 15800 },
];

export default function CellClassGrid() {
  return (
    <Box
      sx={{
        height: 370,
        width: '100%',
        '& .ticker': { fontFamily: 'monospace', fontWeight: 'bold' },
        '& .ticker-header': { color: 'text.secondary' },
        // Color is not the only cue: the sign stays in the text.
        '& .rise': { color: 'success.main' },
        '& .fall': { color: 'error.main' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        getCellClassName={({ field, value }) => {
          if (field !== 'change' || value === 0) return '';
          return value > 0 ? 'rise' : 'fall';
        }}
      />
    </Box>
  );
}
