import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'part', headerName: 'Part', width: 170 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100 },
  { field: 'discontinued', headerName: 'Discontinued', type: 'boolean', width: 130, filterable: false },
];

const rows = [
  { id: 1, part: 'Brake pads', stock: 14, price: 32, discontinued: false },
  { id: 2, part: 'Chain', stock: 0, price: 27, discontinued: false },
  { id: 3, part: 'Bottom bracket', stock: 3, price: 45, discontinued: true },
  { id: 4, part: 'Inner tube', stock: 58, price: 7, discontinued: false },
  { id: 5, part: 'Saddle', stock: 0, price: 64, discontinued: true },
  { id: 6, part: 'Pedals', stock: 9, price: 39, discontinued: false },
];

export default function FilterApiGrid() {
  const apiRef = useGridApiRef();
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.upsertFilterItem({ field: 'stock', operator: '>', value: 0 })}
        >
          In stock only
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.showFilterPanel('price')}>
          Filter by price
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.setFilterModel({ items: [] })}>
          Clear filters
        </Button>
      </Stack>
      <Box sx={{ height: 370 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
