import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, useGridApiRef } from '@mui/x-data-grid';

// 40 columns and 100 rows (the MIT grid's largest page): far more cells than fit in view.
const columns: GridColDef[] = [
  { field: 'id', headerName: 'Row', type: 'number', width: 80 },
  ...Array.from({ length: 40 }, (_, index): GridColDef => ({
    field: `c${index + 1}`,
    headerName: `C${index + 1}`,
    type: 'number',
    width: 80,
  })),
];

const rows = Array.from({ length: 100 }, (_, row) => ({
  id: row + 1,
  ...Object.fromEntries(Array.from({ length: 40 }, (_, column) => [`c${column + 1}`, ((row + 1) * (column + 7)) % 1000])),
}));

export default function RenderedRangeGrid() {
  const apiRef = useGridApiRef();
  const [range, setRange] = React.useState<string>('Scroll the grid.');

  // Fired whenever the slice of rows in the page changes; the indexes count from 0, the last one excluded.
  // The grid fills `apiRef` when it mounts, before this effect runs.
  React.useEffect(
    () =>
      apiRef.current.subscribeEvent('renderedRowsIntervalChange', ({ firstRowToRender, lastRowToRender }) => {
        setRange(`Rows ${firstRowToRender + 1} to ${lastRowToRender} of ${rows.length} are in the page.`);
      }),
    [apiRef],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {range}
      </Typography>
    </Box>
  );
}
