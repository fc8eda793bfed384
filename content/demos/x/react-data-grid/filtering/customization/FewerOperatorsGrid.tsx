import Box from '@mui/material/Box';
import { DataGrid, getGridNumericOperators, getGridStringOperators, type GridColDef } from '@mui/x-data-grid';

// Only the operators a reader of this table needs, in the order they are most used.
const nameOperators = getGridStringOperators().filter((operator) => ['contains', 'startsWith'].includes(operator.value));
const distanceOperators = getGridNumericOperators()
  .filter((operator) => ['<', '>'].includes(operator.value))
  .map((operator) => ({ ...operator, label: operator.value === '<' ? 'shorter than' : 'longer than' }));

const columns: GridColDef[] = [
  { field: 'trail', headerName: 'Trail', width: 190, filterOperators: nameOperators },
  { field: 'km', headerName: 'Distance (km)', type: 'number', width: 140, filterOperators: distanceOperators },
  { field: 'park', headerName: 'Park', width: 160, filterable: false },
];

const rows = [
  { id: 1, trail: 'Skyline Loop', km: 9.2, park: 'Mount Rainier' },
  { id: 2, trail: 'Emerald Lake', km: 5.1, park: 'Yoho' },
  { id: 3, trail: 'Angels Landing', km: 8.7, park: 'Zion' },
  { id: 4, trail: 'Tongariro Crossing', km: 19.4, park: 'Tongariro' },
  { id: 5, trail: 'Sentinel Dome', km: 3.5, park: 'Yosemite' },
];

export default function FewerOperatorsGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{ filter: { filterModel: { items: [{ field: 'km', operator: '<', value: 10 }] } } }}
      />
    </Box>
  );
}
