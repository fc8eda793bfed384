import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  useGridApiContext,
  useGridApiEventHandler,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'code', headerName: 'Code', width: 90 },
  { field: 'name', headerName: 'Element', width: 140, editable: true },
  { field: 'mass', headerName: 'Atomic mass', type: 'number', width: 140, editable: true },
];

const rows = [
  { id: 1, code: 'H', name: 'Hydrogen', mass: 1.008 },
  { id: 2, code: 'He', name: 'Helium', mass: 4.0026 },
  { id: 6, code: 'C', name: 'Carbon', mass: 12.011 },
  { id: 8, code: 'O', name: 'Oxygen', mass: 15.999 },
  { id: 26, code: 'Fe', name: 'Iron', mass: 55.845 },
];

// Rendered by the grid: `useGridApiEventHandler` subscribes through the grid's own API object.
function LastHeaderFooter() {
  const apiRef = useGridApiContext();
  const [header, setHeader] = React.useState<string | null>(null);
  useGridApiEventHandler(apiRef, 'columnHeaderClick', (params) => setHeader(params.colDef.headerName ?? params.field));
  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2">{header ? `Last header clicked: ${header}` : 'No header clicked yet'}</Typography>
    </GridFooterContainer>
  );
}

const slots = { footer: LastHeaderFooter };

// The keys that would start editing a cell.
const startsEditing = (key: string) => key === 'Enter' || key === 'Delete' || key === 'Backspace' || key.length === 1;

export default function EventPropsGrid() {
  const [message, setMessage] = React.useState('Click a row, or type in an Atomic mass cell.');

  const handleRowClick: GridEventListener<'rowClick'> = (params) => setMessage(`Row ${params.id}: ${params.row.name}.`);

  const handleCellKeyDown: GridEventListener<'cellKeyDown'> = (params, event) => {
    // The Atomic mass column is edited with a double-click only; the arrow keys still move as usual.
    if (params.field === 'mass' && params.cellMode === 'view' && startsEditing(event.key)) {
      event.defaultMuiPrevented = true;
      setMessage(`"${event.key}" ignored: double-click the mass to edit it.`);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGrid rows={rows} columns={columns} slots={slots} onRowClick={handleRowClick} onCellKeyDown={handleCellKeyDown} />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {message}
      </Typography>
    </Box>
  );
}
