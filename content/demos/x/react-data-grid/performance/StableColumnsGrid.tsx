import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

const rows = Array.from({ length: 8 }, (_, index) => ({ id: index + 1, name: `Item ${index + 1}`, stock: (index * 13) % 40 }));

// Counts every call of the Stock column's renderCell, across renders of the demo.
const renders = { count: 0 };

function StockCell({ value }: GridRenderCellParams<(typeof rows)[number], number>) {
  renders.count += 1;
  return <strong>{value}</strong>;
}

function createColumns(): GridColDef[] {
  return [
    { field: 'name', headerName: 'Name', width: 140 },
    { field: 'stock', headerName: 'Stock', type: 'number', width: 110, renderCell: (params) => <StockCell {...params} /> },
  ];
}

// Made once, outside the component: the same array on every render.
const stableColumns = createColumns();

export default function StableColumnsGrid() {
  const [stable, setStable] = React.useState(true);
  const [clicks, setClicks] = React.useState(0);
  const counter = React.useRef<HTMLSpanElement>(null);
  // A new array on every render of this component when `stable` is off.
  const columns = stable ? stableColumns : createColumns();

  // After each render of the demo, show how many times the cells have rendered so far.
  React.useEffect(() => {
    if (counter.current) counter.current.textContent = String(renders.count);
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1, flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={stable} onChange={(event) => setStable(event.target.checked)} />}
          label="Stable columns"
        />
        <Button variant="outlined" size="small" onClick={() => setClicks((value) => value + 1)}>
          Render the parent ({clicks})
        </Button>
        <Typography variant="body2">
          Stock cells rendered: <span ref={counter} />
        </Typography>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
