import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Reading {
  id: number;
  sensor: string;
  value: number;
}

const columns: GridColDef<Reading>[] = [
  { field: 'id', headerName: 'Reading', type: 'number', width: 100 },
  { field: 'sensor', headerName: 'Sensor', width: 140 },
  { field: 'value', headerName: 'Value (°C)', type: 'number', width: 120 },
];

const PAGE = 20;
const LAST = 200;

/** The same reading for an id every time, so the page renders the same on the server and in the browser. */
const makeReading = (id: number): Reading => ({
  id,
  sensor: `Sensor ${String.fromCharCode(65 + (id % 5))}`,
  value: Math.round((18 + ((id * 37) % 90) / 10) * 10) / 10,
});

/** Stands in for a server that answers after a moment. */
function fetchReadings(from: number): Promise<Reading[]> {
  const batch = Array.from({ length: Math.min(PAGE, LAST - from) }, (_, index) => makeReading(from + index + 1));
  return new Promise((resolve) => setTimeout(() => resolve(batch), 600));
}

const firstPage = Array.from({ length: PAGE }, (_, index) => makeReading(index + 1));

export default function InfiniteLoadingGrid() {
  const [rows, setRows] = React.useState<Reading[]>(firstPage);
  const [loading, setLoading] = React.useState(false);

  const loadMore = async () => {
    if (loading || rows.length >= LAST) return;
    setLoading(true);
    const next = await fetchReadings(rows.length);
    setRows((current) => [...current, ...next]);
    setLoading(false);
  };

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} loading={loading} onRowsScrollEnd={loadMore} hideFooterPagination />
    </Box>
  );
}
