import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridToolbar,
  getGridNumericOperators,
  getGridStringOperators,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';

interface Station {
  id: number;
  name: string;
  line: string;
  riders: number;
}

const LINES = ['Red', 'Blue', 'Green', 'Orange'];
const NAMES = ['Park', 'Harbor', 'Museum', 'Market', 'Bridge', 'College', 'Airport', 'Stadium', 'Library', 'Garden'];

// The "server's" table: built from fixed arithmetic, so it is the same on every load.
const TABLE: Station[] = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  name: `${NAMES[index % NAMES.length]} ${Math.floor(index / NAMES.length) + 1}`,
  line: LINES[(index * 3) % LINES.length],
  riders: 1200 + ((index * 7919) % 9000),
}));

/** What a server would do with the model: one condition and the quick filter words. */
function query(model: GridFilterModel): Station[] {
  const [item] = model.items;
  const words = (model.quickFilterValues ?? []).map((word) => String(word).toLowerCase());
  return TABLE.filter((station) => {
    if (item && item.value != null && item.value !== '') {
      const cell = station[item.field as keyof Station];
      const value = item.value;
      if (item.operator === 'contains' && !String(cell).toLowerCase().includes(String(value).toLowerCase())) return false;
      if (item.operator === 'equals' && String(cell).toLowerCase() !== String(value).toLowerCase()) return false;
      if (item.operator === '>' && !(Number(cell) > Number(value))) return false;
      if (item.operator === '<' && !(Number(cell) < Number(value))) return false;
    }
    return words.every((word) => `${station.name} ${station.line}`.toLowerCase().includes(word));
  });
}

/** A request that takes a moment, as one over the network would; no network is used. */
function fetchStations(model: GridFilterModel): Promise<Station[]> {
  return new Promise((resolve) => setTimeout(() => resolve(query(model)), 600));
}

// Only the operators the "server" understands.
const textOperators = getGridStringOperators().filter((op) => ['contains', 'equals'].includes(op.value));
const numberOperators = getGridNumericOperators().filter((op) => ['>', '<'].includes(op.value));

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Station', width: 160, filterOperators: textOperators },
  { field: 'line', headerName: 'Line', width: 110, filterOperators: textOperators },
  { field: 'riders', headerName: 'Daily riders', type: 'number', width: 130, filterOperators: numberOperators },
];

const EMPTY: GridFilterModel = { items: [] };

export default function ServerFilterGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(EMPTY);
  // The first page of results is known before any request, so the server and the browser agree.
  const [rows, setRows] = React.useState<Station[]>(() => query(EMPTY));
  const [loading, setLoading] = React.useState(false);
  const [requests, setRequests] = React.useState(0);

  const handleFilterModelChange = React.useCallback((model: GridFilterModel) => {
    setFilterModel(model);
    setRequests((count) => count + 1);
  }, []);

  React.useEffect(() => {
    if (requests === 0) return undefined;
    let current = true;
    setLoading(true);
    fetchStations(filterModel).then((result) => {
      // A slower, older answer must not replace a newer one.
      if (!current) return;
      setRows(result);
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [filterModel, requests]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 440 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={handleFilterModelChange}
          loading={loading}
          slots={{ toolbar: GridToolbar }}
          slotProps={{ toolbar: { showQuickFilter: true } }}
          disableColumnSelector
          disableDensitySelector
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {`Requests sent: ${requests}. Rows returned: ${rows.length} of ${TABLE.length}.`}
      </Typography>
    </Box>
  );
}
