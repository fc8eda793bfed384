import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'id', headerName: 'ID', width: 60 },
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'age', headerName: 'Age', type: 'number', width: 70 },
  { field: 'street', headerName: 'Street', width: 160 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'country', headerName: 'Country', width: 110 },
];

// Groups nest: "Person" holds a "Name" group and a column. ID belongs to no group.
const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'person',
    headerName: 'Person',
    description: 'Who the contact is',
    children: [{ groupId: 'name', headerName: 'Name', children: [{ field: 'firstName' }, { field: 'lastName' }] }, { field: 'age' }],
  },
  { groupId: 'address', headerName: 'Address', children: [{ field: 'street' }, { field: 'city' }, { field: 'country' }] },
];

const rows = [
  { id: 1, firstName: 'Amara', lastName: 'Okafor', age: 34, street: '12 Marina Road', city: 'Lagos', country: 'Nigeria' },
  { id: 2, firstName: 'Jonas', lastName: 'Berg', age: 41, street: '5 Storgatan', city: 'Uppsala', country: 'Sweden' },
  { id: 3, firstName: 'Lucía', lastName: 'Méndez', age: 29, street: '88 Calle Luna', city: 'Valencia', country: 'Spain' },
];

export default function ColumnGroupsGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        // Column grouping is an experimental feature in version 6: without this flag the model is ignored.
        experimentalFeatures={{ columnGrouping: true }}
        columnGroupingModel={columnGroupingModel}
      />
    </Box>
  );
}
