import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Lesson {
  id: number;
  day: string;
  time: string;
  subject: string;
  /** The first lesson of each day: only that row shows the day. */
  firstOfDay: boolean;
  /** The last lesson of each day: only that row draws the day cell's bottom border. */
  lastOfDay: boolean;
}

const LESSONS: [string, string, string][] = [
  ['Monday', '08:30', 'Mathematics'],
  ['Monday', '10:15', 'History'],
  ['Monday', '13:00', 'Chemistry'],
  ['Tuesday', '08:30', 'Literature'],
  ['Tuesday', '10:15', 'Physics'],
  ['Wednesday', '08:30', 'Biology'],
  ['Wednesday', '10:15', 'Mathematics'],
  ['Wednesday', '13:00', 'Art'],
];

// Worked out once, from the fixed order of the data; this is why the demo does not let readers sort.
const rows: Lesson[] = LESSONS.map(([day, time, subject], index) => ({
  id: index + 1,
  day,
  time,
  subject,
  firstOfDay: index === 0 || LESSONS[index - 1][0] !== day,
  lastOfDay: index === LESSONS.length - 1 || LESSONS[index + 1][0] !== day,
}));

const columns: GridColDef<Lesson>[] = [
  {
    field: 'day',
    headerName: 'Day',
    width: 130,
    // The value stays in every row (for filtering and export); only the first row of a day shows it.
    renderCell: ({ row, formattedValue }) => (row.firstOfDay ? formattedValue : null),
    cellClassName: ({ row }) => (row.lastOfDay ? 'day-cell' : 'day-cell open-below'),
    sortable: false,
  },
  { field: 'time', headerName: 'Time', width: 90, sortable: false },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 140, sortable: false },
];

export default function RepeatedValuesGrid() {
  return (
    <Box
      sx={{
        height: 470,
        width: '100%',
        // The day cells of one day read as one tall cell: no line between them, and no hover shade.
        '& .MuiDataGrid-cell.day-cell': { fontWeight: 600, bgcolor: 'background.paper' },
        '& .MuiDataGrid-cell.open-below': { borderBottomColor: 'transparent' },
      }}
    >
      <DataGrid rows={rows} columns={columns} hideFooter disableColumnMenu rowHeight={48} showColumnVerticalBorder showCellVerticalBorder />
    </Box>
  );
}
