import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import BuildIcon from '@mui/icons-material/Build';
import PaidIcon from '@mui/icons-material/Paid';
import { DataGrid, type GridColDef, type GridColumnGroupHeaderParams, type GridColumnGroupingModel } from '@mui/x-data-grid';

function GroupHeader({ headerName, icon }: { headerName?: string; icon: React.ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {icon}
      <strong>{headerName}</strong>
    </Stack>
  );
}

const columns: GridColDef[] = [
  { field: 'model', headerName: 'Model', width: 140 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 110 },
  { field: 'gears', headerName: 'Gears', type: 'number', width: 80 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 100 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 90 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'specs',
    headerName: 'Specifications',
    headerClassName: 'specs-group',
    headerAlign: 'center',
    renderHeaderGroup: (params: GridColumnGroupHeaderParams) => <GroupHeader {...params} icon={<BuildIcon fontSize="small" />} />,
    children: [{ field: 'weight' }, { field: 'gears' }],
  },
  {
    groupId: 'sales',
    headerName: 'Sales',
    headerClassName: 'sales-group',
    headerAlign: 'center',
    // Columns may move out of this group by drag and drop (on a Pro grid, where columns can be reordered).
    freeReordering: true,
    renderHeaderGroup: (params: GridColumnGroupHeaderParams) => <GroupHeader {...params} icon={<PaidIcon fontSize="small" />} />,
    children: [{ field: 'price' }, { field: 'stock' }],
  },
];

const rows = [
  { id: 1, model: 'Commuter 3', weight: 11.2, gears: 8, price: 890, stock: 14 },
  { id: 2, model: 'Gravel Pro', weight: 9.4, gears: 22, price: 2150, stock: 3 },
  { id: 3, model: 'City Step', weight: 15.8, gears: 3, price: 640, stock: 22 },
];

export default function GroupHeaderGrid() {
  return (
    <Box
      sx={{
        height: 250,
        width: '100%',
        '& .specs-group': { bgcolor: 'info.main', color: 'info.contrastText' },
        '& .sales-group': { bgcolor: 'success.main', color: 'success.contrastText' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        experimentalFeatures={{ columnGrouping: true }}
        columnGroupingModel={columnGroupingModel}
      />
    </Box>
  );
}
