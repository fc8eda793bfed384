import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridCellParams, type GridColDef, type GridEventListener } from '@mui/x-data-grid';

interface Room {
  id: number;
  name: string;
  seats: number;
  floor: string;
  projector: boolean;
  locked: boolean;
}

const columns: GridColDef<Room>[] = [
  { field: 'name', headerName: 'Room', width: 150, editable: true },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90, editable: true },
  { field: 'floor', headerName: 'Floor', type: 'singleSelect', valueOptions: ['Ground', 'First', 'Second'], width: 110, editable: true },
  { field: 'projector', headerName: 'Projector', type: 'boolean', width: 100, editable: true },
  // Not editable: it decides whether the rest of the row is.
  { field: 'locked', headerName: 'Locked', type: 'boolean', width: 90 },
];

const rows: Room[] = [
  { id: 1, name: 'Atlas', seats: 12, floor: 'Ground', projector: true, locked: false },
  { id: 2, name: 'Borealis', seats: 6, floor: 'First', projector: false, locked: false },
  { id: 3, name: 'Boardroom', seats: 20, floor: 'Second', projector: true, locked: true },
  { id: 4, name: 'Cove', seats: 4, floor: 'First', projector: false, locked: false },
];

// Called for each cell of an editable column: locked rooms cannot change.
const isCellEditable = (params: GridCellParams<Room>) => !params.row.locked;

export default function CellEditingGrid() {
  const [log, setLog] = React.useState('Double-click a cell, or select it and press Enter or start typing.');
  const onCellEditStart: GridEventListener<'cellEditStart'> = (params) =>
    setLog(`Editing ${params.field} of ${params.row.name} (${params.reason}).`);
  const onCellEditStop: GridEventListener<'cellEditStop'> = (params) =>
    setLog(`Stopped editing ${params.field} of ${params.row.name} (${params.reason}).`);
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 270 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          isCellEditable={isCellEditable}
          onCellEditStart={onCellEditStart}
          onCellEditStop={onCellEditStop}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {log}
      </Typography>
    </Box>
  );
}
