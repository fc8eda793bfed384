import Box from '@mui/material/Box';
import { DataGridPremium, GRID_AGGREGATION_FUNCTIONS, type GridAggregationFunction, type GridColDef } from '@mui/x-data-grid-premium';

// The spread between the highest and the lowest value of the rows.
const range: GridAggregationFunction<number, number> = {
  apply: ({ values }) => {
    const numbers = values.filter((value): value is number => typeof value === 'number');
    return numbers.length === 0 ? null : Math.max(...numbers) - Math.min(...numbers);
  },
  label: 'range',
  columnTypes: ['number'],
};

// Defined once: a new object on every render would make the grid aggregate again.
const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, range };

const columns: GridColDef[] = [
  { field: 'day', headerName: 'Day', width: 90, aggregable: false },
  { field: 'open', headerName: 'Open', type: 'number', width: 110, availableAggregationFunctions: ['min', 'max', 'range'] },
  { field: 'close', headerName: 'Close', type: 'number', width: 110, availableAggregationFunctions: ['min', 'max', 'range'] },
  { field: 'volume', headerName: 'Volume', type: 'number', width: 130 },
];

const rows = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'].map((day, index) => ({
  id: index + 1,
  day,
  open: 100 + ((index * 37) % 11),
  close: 101 + ((index * 53) % 13),
  volume: 12000 + index * 1750,
}));

export default function CustomAggregationGrid() {
  return (
    <Box sx={{ height: 390, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{ aggregation: { model: { open: 'range', close: 'range', volume: 'avg' } } }}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
