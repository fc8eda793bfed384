import * as React from 'react';
import Box from '@mui/material/Box';
import DeleteIcon from '@mui/icons-material/Delete';
import { DataGrid, GridActionsCellItem, type GridColDef, type GridRowId } from '@mui/x-data-grid';

interface Shipment {
  id: number;
  destination: string;
  weight: number;
  shipped: Date;
  delivered: Date | null;
  insured: boolean;
  carrier: string;
}

const initialRows: Shipment[] = [
  {
    id: 1,
    destination: 'Lisbon',
    weight: 12.5,
    shipped: new Date(2024, 2, 4),
    delivered: new Date(2024, 2, 7, 14, 30),
    insured: true,
    carrier: 'Air',
  },
  { id: 2, destination: 'Osaka', weight: 3.2, shipped: new Date(2024, 2, 5), delivered: null, insured: false, carrier: 'Sea' },
  {
    id: 3,
    destination: 'Toronto',
    weight: 48,
    shipped: new Date(2024, 2, 6),
    delivered: new Date(2024, 2, 9, 9, 15),
    insured: true,
    carrier: 'Road',
  },
  { id: 4, destination: 'Nairobi', weight: 7.8, shipped: new Date(2024, 2, 8), delivered: null, insured: false, carrier: 'Air' },
];

export default function ColumnTypesGrid() {
  const [rows, setRows] = React.useState(initialRows);
  const remove = React.useCallback((id: GridRowId) => setRows((current) => current.filter((row) => row.id !== id)), []);

  const columns = React.useMemo<GridColDef<Shipment>[]>(
    () => [
      { field: 'destination', headerName: 'Destination', width: 120 },
      { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 110 },
      { field: 'shipped', headerName: 'Shipped', type: 'date', width: 120 },
      { field: 'delivered', headerName: 'Delivered', type: 'dateTime', width: 190 },
      { field: 'insured', headerName: 'Insured', type: 'boolean', width: 90 },
      { field: 'carrier', headerName: 'Carrier', type: 'singleSelect', valueOptions: ['Air', 'Road', 'Sea'], width: 100 },
      {
        field: 'actions',
        type: 'actions',
        width: 60,
        getActions: ({ id }) => [<GridActionsCellItem key="delete" icon={<DeleteIcon />} label="Delete" onClick={() => remove(id)} />],
      },
    ],
    [remove],
  );

  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
