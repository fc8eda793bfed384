import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, GridToolbarContainer, GridToolbarFilterButton, useGridApiContext, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'plant', headerName: 'Plant', width: 160 },
  { field: 'light', headerName: 'Light', width: 130 },
  { field: 'water', headerName: 'Water every (days)', type: 'number', width: 170 },
  { field: 'height', headerName: 'Height (cm)', type: 'number', width: 120 },
];

const rows = [
  { id: 1, plant: 'Monstera', light: 'Bright', water: 7, height: 120 },
  { id: 2, plant: 'Snake plant', light: 'Low', water: 21, height: 80 },
  { id: 3, plant: 'Pothos', light: 'Low', water: 10, height: 40 },
  { id: 4, plant: 'Fiddle leaf fig', light: 'Bright', water: 7, height: 150 },
  { id: 5, plant: 'Peace lily', light: 'Medium', water: 5, height: 55 },
];

function Toolbar() {
  const apiRef = useGridApiContext();
  return (
    <GridToolbarContainer>
      <GridToolbarFilterButton />
      <Button size="small" onClick={() => apiRef.current.showFilterPanel()}>
        Open the panel
      </Button>
    </GridToolbarContainer>
  );
}

export default function FilterPanelPropsGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        slots={{ toolbar: Toolbar }}
        slotProps={{
          filterPanel: {
            // Columns listed A to Z, the remove-all button hidden, and outlined fields.
            columnsSort: 'asc',
            disableRemoveAllButton: true,
            filterFormProps: {
              columnInputProps: { variant: 'outlined', size: 'small', sx: { mt: 'auto' } },
              operatorInputProps: { variant: 'outlined', size: 'small', sx: { mt: 'auto' } },
              valueInputProps: { InputComponentProps: { variant: 'outlined', size: 'small' } },
              deleteIconProps: { sx: { '& .MuiSvgIcon-root': { color: 'error.main' } } },
            },
            sx: { '& .MuiDataGrid-filterForm': { gap: 1, p: 1.5 } },
          },
        }}
      />
    </Box>
  );
}
