import Box from '@mui/material/Box';
import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Café', width: 170 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
  { field: 'opened', headerName: 'Opened', type: 'number', width: 100, valueFormatter: ({ value }) => String(value) },
  { field: 'roaster', headerName: 'Roasts its own', type: 'boolean', width: 140 },
];

const rows = [
  { id: 1, name: 'Café Lumière', city: 'Montréal', rating: 4.7, opened: 2012, roaster: true },
  { id: 2, name: 'Cafe Nordlys', city: 'Tromsø', rating: 4.2, opened: 2016, roaster: false },
  { id: 3, name: 'Kaffeehaus Zöe', city: 'Wien', rating: 4.9, opened: 1998, roaster: true },
  { id: 4, name: 'Bean There', city: 'Portland', rating: 3.8, opened: 2019, roaster: false },
  { id: 5, name: 'Café São Bento', city: 'Lisboa', rating: 4.5, opened: 2008, roaster: true },
  { id: 6, name: 'Grind & Co', city: 'Melbourne', rating: 4.1, opened: 2014, roaster: true },
  { id: 7, name: 'Café Olé', city: 'Sevilla', rating: 3.9, opened: 2021, roaster: false },
];

export default function FilterToolbarGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        slots={{ toolbar: GridToolbar }}
        // "cafe" also matches "Café": accents are ignored when comparing.
        ignoreDiacritics
        initialState={{ filter: { filterModel: { items: [{ field: 'name', operator: 'contains', value: 'cafe' }] } } }}
      />
    </Box>
  );
}
