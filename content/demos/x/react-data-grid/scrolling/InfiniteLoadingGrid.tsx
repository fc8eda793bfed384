import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Entry', type: 'number', width: 100 },
  { field: 'event', headerName: 'Event', width: 160 },
  { field: 'duration', headerName: 'Duration (ms)', type: 'number', width: 150 },
];

const EVENTS = ['login', 'search', 'checkout', 'logout', 'upload', 'export'];
const BATCH = 30;
const TOTAL = 150;

/** Stands in for a request for the next entries of a log, after a short delay. */
function fetchEntries(from: number) {
  const entries = Array.from({ length: Math.min(BATCH, TOTAL - from) }, (_, index) => {
    const id = from + index + 1;
    return { id, event: EVENTS[(id * 5) % EVENTS.length], duration: 40 + ((id * 97) % 900) };
  });
  return new Promise<typeof entries>((resolve) => setTimeout(() => resolve(entries), 500));
}

const firstBatch = Array.from({ length: BATCH }, (_, index) => ({
  id: index + 1,
  event: EVENTS[((index + 1) * 5) % EVENTS.length],
  duration: 40 + (((index + 1) * 97) % 900),
}));

export default function InfiniteLoadingGrid() {
  const [rows, setRows] = React.useState(firstBatch);
  const [loading, setLoading] = React.useState(false);

  const handleRowsScrollEnd = async () => {
    if (loading || rows.length >= TOTAL) return;
    setLoading(true);
    const next = await fetchEntries(rows.length);
    setRows((current) => [...current, ...next]);
    setLoading(false);
  };

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} loading={loading} onRowsScrollEnd={handleRowsScrollEnd} />
    </Box>
  );
}
