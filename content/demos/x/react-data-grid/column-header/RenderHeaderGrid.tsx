import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', width: 140 },
  {
    field: 'temperature',
    headerName: 'Temperature',
    type: 'number',
    width: 150,
    description: 'Mean July temperature in degrees Celsius',
    // The header's content only: the sort arrow and the menu button stay the grid's own.
    renderHeader: () => (
      <Stack sx={{ lineHeight: 1.2 }}>
        <strong>Temperature</strong>
        <Typography variant="caption" color="text.secondary">
          July mean, °C
        </Typography>
      </Stack>
    ),
  },
  {
    field: 'sunshine',
    headerName: 'Sunshine (h)',
    type: 'number',
    width: 140,
    headerAlign: 'center',
    align: 'center',
    headerClassName: 'sunny-header',
  },
  { field: 'rainyDays', headerName: 'Rainy days per year, on average', type: 'number', width: 150 },
];

const rows = [
  { id: 1, city: 'Lisbon', temperature: 23.1, sunshine: 2806, rainyDays: 99 },
  { id: 2, city: 'Dublin', temperature: 15.6, sunshine: 1453, rainyDays: 151 },
  { id: 3, city: 'Vienna', temperature: 21.5, sunshine: 1884, rainyDays: 107 },
  { id: 4, city: 'Helsinki', temperature: 17.8, sunshine: 1858, rainyDays: 113 },
];

export default function RenderHeaderGrid() {
  return (
    <Box
      sx={{
        height: 290,
        width: '100%',
        '& .sunny-header': { bgcolor: 'warning.light', color: 'warning.contrastText' },
      }}
    >
      <DataGrid rows={rows} columns={columns} hideFooter columnHeaderHeight={72} />
    </Box>
  );
}
