import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Student {
  id: number;
  firstName: string;
  lastName: string;
  score: number;
  maxScore: number;
}

const rows: Student[] = [
  { id: 1, firstName: 'Amara', lastName: 'Okafor', score: 46, maxScore: 50 },
  { id: 2, firstName: 'Luis', lastName: 'Ferreira', score: 38, maxScore: 50 },
  { id: 3, firstName: 'Mei', lastName: 'Tanaka', score: 29, maxScore: 40 },
  { id: 4, firstName: 'Jonas', lastName: 'Berg', score: 33, maxScore: 40 },
];

const columns: GridColDef<Student>[] = [
  {
    field: 'fullName',
    headerName: 'Student',
    width: 170,
    // Not a field of the rows: computed from two of them, and sorted and filtered as text.
    valueGetter: ({ row }) => `${row.firstName} ${row.lastName}`,
  },
  { field: 'score', headerName: 'Score', type: 'number', width: 90 },
  {
    field: 'ratio',
    headerName: 'Result',
    type: 'number',
    width: 110,
    // The value stays a number (for sorting and filtering); only its text is a percentage.
    valueGetter: ({ row }) => row.score / row.maxScore,
    valueFormatter: ({ value }) => `${Math.round(value * 100)}%`,
  },
];

export default function ValueGetterGrid() {
  return (
    <Box sx={{ height: 270, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
