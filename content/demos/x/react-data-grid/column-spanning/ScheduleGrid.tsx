import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Slot {
  id: number;
  time: string;
  room1: string;
  room2: string;
  room3: string;
  /** Breaks are one event for every room. */
  allRooms?: boolean;
}

// A break row's first room cell spans the three room columns; its other room cells are then not drawn.
const roomsSpan = ({ row }: { row: Slot }) => (row.allRooms ? 3 : undefined);

const columns: GridColDef<Slot>[] = [
  { field: 'time', headerName: 'Time', width: 90, sortable: false },
  { field: 'room1', headerName: 'Room 1', flex: 1, minWidth: 150, sortable: false, colSpan: roomsSpan },
  { field: 'room2', headerName: 'Room 2', flex: 1, minWidth: 150, sortable: false },
  { field: 'room3', headerName: 'Room 3', flex: 1, minWidth: 150, sortable: false },
];

const rows: Slot[] = [
  { id: 1, time: '09:00', room1: 'Opening keynote', room2: '', room3: '', allRooms: true },
  { id: 2, time: '10:00', room1: 'Typed forms', room2: 'Accessible tables', room3: 'Design tokens' },
  { id: 3, time: '11:00', room1: 'Coffee break', room2: '', room3: '', allRooms: true },
  { id: 4, time: '11:30', room1: 'Server rendering', room2: 'Charts that scale', room3: 'Testing in CI' },
  { id: 5, time: '12:30', room1: 'Lunch', room2: '', room3: '', allRooms: true },
];

export default function ScheduleGrid() {
  return (
    <Box
      sx={{
        height: 320,
        width: '100%',
        // Center the spanning cells' text across the three rooms.
        '& .MuiDataGrid-row.break .MuiDataGrid-cell[data-field="room1"]': {
          justifyContent: 'center',
          fontStyle: 'italic',
          bgcolor: 'action.hover',
        },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        disableColumnMenu
        showCellVerticalBorder
        getRowClassName={({ row }) => (row.allRooms ? 'break' : '')}
      />
    </Box>
  );
}
