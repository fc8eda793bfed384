import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridColumnVisibilityModel } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', width: 140, hideable: false },
  { field: 'email', headerName: 'Email', width: 210 },
  { field: 'phone', headerName: 'Phone', width: 140 },
  { field: 'city', headerName: 'City', width: 120 },
];

const rows = [
  { id: 1, name: 'Priya Raman', email: 'priya@example.com', phone: '+1 555 0100', city: 'Austin' },
  { id: 2, name: 'Tomás Ruiz', email: 'tomas@example.com', phone: '+1 555 0101', city: 'Denver' },
  { id: 3, name: 'Hana Kim', email: 'hana@example.com', phone: '+1 555 0102', city: 'Seattle' },
];

export default function ColumnVisibilityControlled() {
  const [model, setModel] = React.useState<GridColumnVisibilityModel>({ phone: false });
  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={model.phone !== false}
            onChange={(event) => setModel((current) => ({ ...current, phone: event.target.checked }))}
          />
        }
        label="Show phone numbers"
      />
      <Box sx={{ height: 220 }}>
        <DataGrid rows={rows} columns={columns} hideFooter columnVisibilityModel={model} onColumnVisibilityModelChange={setModel} />
      </Box>
    </Box>
  );
}
