import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Contact {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

const columns: GridColDef<Contact>[] = [
  {
    field: 'fullName',
    headerName: 'Full name',
    width: 200,
    editable: true,
    // Shown and edited as one value...
    valueGetter: ({ row }) => `${row.firstName} ${row.lastName}`,
    // ...and stored as two: the setter returns the row with the edited value written into it.
    valueSetter: ({ value, row }) => {
      const [firstName, ...rest] = String(value).trim().split(/\s+/);
      return { ...row, firstName, lastName: rest.join(' ') };
    },
  },
  {
    field: 'email',
    headerName: 'Email',
    flex: 1,
    minWidth: 200,
    editable: true,
    // Runs on every keystroke: what is typed is stored in lower case, without surrounding spaces.
    valueParser: (value: string) => value.trim().toLowerCase(),
  },
  { field: 'firstName', headerName: 'First name (stored)', width: 150 },
  { field: 'lastName', headerName: 'Last name (stored)', width: 150 },
];

const rows: Contact[] = [
  { id: 1, firstName: 'Mei', lastName: 'Lin', email: 'mei.lin@example.com' },
  { id: 2, firstName: 'Tomás', lastName: 'de la Cruz', email: 'tomas@example.com' },
  { id: 3, firstName: 'Aisha', lastName: 'Bello', email: 'aisha.bello@example.com' },
];

export default function ValueSetterParserGrid() {
  return (
    <Box sx={{ height: 230, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
