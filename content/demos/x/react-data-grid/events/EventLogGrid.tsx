import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Bird', width: 150, editable: true },
  { field: 'habitat', headerName: 'Habitat', width: 140 },
  { field: 'wingspan', headerName: 'Wingspan (cm)', type: 'number', width: 150 },
];

const rows = [
  { id: 1, name: 'Kingfisher', habitat: 'Rivers', wingspan: 25 },
  { id: 2, name: 'Barn owl', habitat: 'Farmland', wingspan: 90 },
  { id: 3, name: 'Puffin', habitat: 'Coasts', wingspan: 55 },
  { id: 4, name: 'Golden eagle', habitat: 'Mountains', wingspan: 210 },
  { id: 5, name: 'Wren', habitat: 'Woodland', wingspan: 15 },
];

const MAX_ENTRIES = 40;

export default function EventLogGrid() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState<string[]>([]);
  const add = (entry: string) => setLog((current) => [entry, ...current].slice(0, MAX_ENTRIES));

  // Subscribed once the grid has mounted (it fills `apiRef` first); each call returns its own unsubscribe.
  React.useEffect(() => {
    const api = apiRef.current;
    const unsubscribe = [
      api.subscribeEvent('cellClick', (params) => add(`cellClick: ${params.field} of row ${params.id}`)),
      api.subscribeEvent('cellDoubleClick', (params) => add(`cellDoubleClick: ${params.field} of row ${params.id}`)),
      api.subscribeEvent('cellKeyDown', (params, event) => add(`cellKeyDown: "${event.key}" in ${params.field} of row ${params.id}`)),
      api.subscribeEvent('cellEditStart', (params) => add(`cellEditStart: ${params.field} of row ${params.id} (${params.reason})`)),
      api.subscribeEvent('cellEditStop', (params) => add(`cellEditStop: ${params.field} of row ${params.id} (${params.reason})`)),
      api.subscribeEvent('columnHeaderClick', (params) => add(`columnHeaderClick: ${params.field}`)),
      api.subscribeEvent('sortModelChange', (model) => add(`sortModelChange: ${JSON.stringify(model)}`)),
      api.subscribeEvent('rowSelectionChange', (model) => add(`rowSelectionChange: [${model.join(', ')}]`)),
      api.subscribeEvent('columnVisibilityModelChange', (model) => add(`columnVisibilityModelChange: ${JSON.stringify(model)}`)),
    ];
    return () => unsubscribe.forEach((stop) => stop());
  }, [apiRef]);

  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
      <Box sx={{ height: 380, flex: '1 1 420px', minWidth: 0 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
      <Box sx={{ flex: '1 1 260px', minWidth: 0, display: 'flex', flexDirection: 'column', height: 380 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle2">Events, newest first</Typography>
          <Button size="small" onClick={() => setLog([])}>
            Clear
          </Button>
        </Box>
        <Box
          component="ol"
          aria-live="polite"
          sx={{
            flex: 1,
            overflow: 'auto',
            m: 0,
            pl: 3,
            py: 1,
            fontFamily: 'monospace',
            fontSize: 12,
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
        >
          {log.length === 0 ? (
            <li>Click, double-click, type or sort in the grid.</li>
          ) : (
            log.map((entry, index) => <li key={log.length - index}>{entry}</li>)
          )}
        </Box>
      </Box>
    </Box>
  );
}
