import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, useGridApiRef } from '@mui/x-data-grid';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Store', type: 'number', width: 90 },
  ...MONTHS.map((month): GridColDef => ({ field: month, headerName: month, type: 'number', width: 90 })),
];

// 100 stores (the MIT grid's largest page) with twelve months of sales each.
const rows = Array.from({ length: 100 }, (_, row) => ({
  id: row + 1,
  ...Object.fromEntries(MONTHS.map((month, column) => [month, 100 + ((row * 31 + column * 17) % 400)])),
}));

export default function ScrollToCellGrid() {
  const apiRef = useGridApiRef();
  const [store, setStore] = React.useState('80');
  const [position, setPosition] = React.useState({ top: 0, left: 0 });

  // Subscribed once the grid has mounted; the returned function unsubscribes.
  React.useEffect(() => apiRef.current.subscribeEvent('scrollPositionChange', ({ top, left }) => setPosition({ top, left })), [apiRef]);

  const goToDecember = () => {
    // Indexes count the rows as shown (sorted and filtered) and the visible columns, from 0.
    const rowIndex = Math.min(Math.max(Number(store) || 1, 1), rows.length) - 1;
    const colIndex = apiRef.current.getColumnIndex('Dec');
    apiRef.current.scrollToIndexes({ rowIndex, colIndex });
    // Focus the cell too, so that the keyboard carries on from there.
    apiRef.current.setCellFocus(apiRef.current.getRowIdFromRowIndex(rowIndex), 'Dec');
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1, flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label="Row"
          type="number"
          value={store}
          onChange={(event) => setStore(event.target.value)}
          inputProps={{ min: 1, max: rows.length }}
          sx={{ width: 100 }}
        />
        <Button size="small" variant="outlined" onClick={goToDecember}>
          Show its December
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.scroll({ top: 0, left: 0 })}>
          Back to the start
        </Button>
        <Typography variant="body2">
          Scrolled {Math.round(position.top)} px down, {Math.round(Math.abs(position.left))} px across
        </Typography>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
