import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Launch {
  id: number;
  mission: string;
  // An object: the grid cannot group by it as it is.
  vehicle: { name: string; maker: string };
  year: number;
}

const rows: Launch[] = [
  { id: 1, mission: 'Alpha', vehicle: { name: 'Falcon 9', maker: 'SpaceX' }, year: 2019 },
  { id: 2, mission: 'Bravo', vehicle: { name: 'Atlas V', maker: 'ULA' }, year: 2020 },
  { id: 3, mission: 'Charlie', vehicle: { name: 'Falcon 9', maker: 'SpaceX' }, year: 2021 },
  { id: 4, mission: 'Delta', vehicle: { name: 'Electron', maker: 'Rocket Lab' }, year: 2021 },
  { id: 5, mission: 'Echo', vehicle: { name: 'Vulcan', maker: 'ULA' }, year: 2024 },
  { id: 6, mission: 'Foxtrot', vehicle: { name: 'Electron', maker: 'Rocket Lab' }, year: 2023 },
];

const columns: GridColDef<Launch>[] = [
  { field: 'mission', headerName: 'Mission', width: 130 },
  {
    field: 'vehicle',
    headerName: 'Vehicle',
    width: 180,
    // Group rows have no vehicle of their own.
    valueFormatter: ({ value }: { value: Launch['vehicle'] | undefined }) => (value ? `${value.name} (${value.maker})` : ''),
    // The key the rows are grouped by: here the maker, a string.
    groupingValueGetter: ({ value }) => (value as Launch['vehicle']).maker,
  },
  { field: 'year', headerName: 'Year', type: 'number', width: 100, valueFormatter: ({ value }) => (value == null ? '' : String(value)) },
];

export default function GroupingValueGetterGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['vehicle'] } }}
        defaultGroupingExpansionDepth={-1}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
