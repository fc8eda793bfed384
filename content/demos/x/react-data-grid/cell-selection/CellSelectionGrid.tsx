import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef, type GridCellSelectionModel, type GridColDef } from '@mui/x-data-grid-premium';

const MONTHS = ['jan', 'feb', 'mar', 'apr'] as const;

const columns: GridColDef[] = [
  { field: 'store', headerName: 'Store', width: 130 },
  ...MONTHS.map((month): GridColDef => ({ field: month, headerName: month.toUpperCase(), type: 'number', width: 90 })),
];

// Fixed numbers, so the server and the browser agree.
const rows = ['Harbor', 'Uptown', 'Station', 'Airport', 'Old Town'].map((store, index) => ({
  id: index + 1,
  store,
  ...Object.fromEntries(MONTHS.map((month, m) => [month, 40 + ((index * 37 + m * 53) % 90)])),
}));

/** The sum of the selected cells that hold numbers, the way a spreadsheet's status bar shows it. */
function summarize(model: GridCellSelectionModel) {
  let count = 0;
  let sum = 0;
  for (const [id, fields] of Object.entries(model)) {
    const row = rows.find((candidate) => String(candidate.id) === id) as Record<string, unknown> | undefined;
    for (const [field, selected] of Object.entries(fields)) {
      if (!selected || !row) continue;
      count += 1;
      if (typeof row[field] === 'number') sum += row[field] as number;
    }
  }
  return { count, sum };
}

export default function CellSelectionGrid() {
  const apiRef = useGridApiRef();
  const [model, setModel] = React.useState<GridCellSelectionModel>({});
  const { count, sum } = summarize(model);
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          // February to April of the first three stores.
          onClick={() => apiRef.current.unstable_selectCellRange({ id: 1, field: 'feb' }, { id: 3, field: 'apr' })}
        >
          Select a range
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.unstable_setCellSelectionModel({})}>
          Clear
        </Button>
      </Stack>
      <Box sx={{ height: 370 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          unstable_cellSelection
          // Clicks select cells only, not their rows.
          disableRowSelectionOnClick
          unstable_cellSelectionModel={model}
          unstable_onCellSelectionModelChange={setModel}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {count ? `${count} cells selected, sum ${sum}.` : 'No cell selected.'}
      </Typography>
    </Box>
  );
}
