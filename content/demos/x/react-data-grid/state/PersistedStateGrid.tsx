import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, useGridApiRef, type GridColDef, type GridInitialState } from '@mui/x-data-grid';

const STORAGE_KEY = 'docs-demo-grid-state';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Recipe', width: 170 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 110 },
  { field: 'servings', headerName: 'Servings', type: 'number', width: 110 },
];

const rows = [
  { id: 1, name: 'Pancakes', minutes: 25, servings: 4 },
  { id: 2, name: 'Lentil soup', minutes: 50, servings: 6 },
  { id: 3, name: 'Fried rice', minutes: 20, servings: 2 },
  { id: 4, name: 'Banana bread', minutes: 70, servings: 8 },
  { id: 5, name: 'Tomato pasta', minutes: 30, servings: 4 },
];

function readSaved(): GridInitialState {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as GridInitialState;
  } catch {
    return {};
  }
}

export default function PersistedStateGrid() {
  const apiRef = useGridApiRef();
  // Unknown until the browser runs: the server, which has no storage, renders the empty box.
  const [initialState, setInitialState] = React.useState<GridInitialState | null>(null);

  React.useEffect(() => {
    setInitialState(readSaved());
  }, []);

  // Save whenever the reader changes a model, and when the page goes away.
  React.useEffect(() => {
    if (!initialState) return undefined;
    const save = () => localStorage.setItem(STORAGE_KEY, JSON.stringify(apiRef.current.exportState()));
    const events = ['sortModelChange', 'filterModelChange', 'columnVisibilityModelChange', 'columnWidthChange'] as const;
    const unsubscribe = events.map((event) => apiRef.current.subscribeEvent(event, save));
    window.addEventListener('pagehide', save);
    return () => {
      unsubscribe.forEach((stop) => stop());
      window.removeEventListener('pagehide', save);
    };
  }, [apiRef, initialState]);

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      {initialState && <DataGrid apiRef={apiRef} rows={rows} columns={columns} initialState={initialState} hideFooter />}
    </Box>
  );
}
