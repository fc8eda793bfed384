import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  gridFilteredSortedRowIdsSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-premium';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Fixed dates in UTC: every reader sees the same years and months.
const rows = Array.from({ length: 18 }, (_, index) => ({
  id: index + 1,
  invoice: `INV-${1040 + index}`,
  issued: new Date(Date.UTC(2022 + (index % 3), (index * 5) % 12, 1 + ((index * 7) % 27))),
  amount: 200 + ((index * 173) % 1800),
}));

const columns: GridColDef[] = [
  { field: 'invoice', headerName: 'Invoice', width: 120 },
  {
    field: 'issued',
    headerName: 'Issued',
    type: 'date',
    width: 130,
    // Group rows have no date of their own.
    valueFormatter: ({ value }: { value: Date | undefined }) =>
      value ? `${MONTHS[value.getUTCMonth()]} ${value.getUTCDate()}, ${value.getUTCFullYear()}` : '',
    // Dates cannot be group keys: group by the year.
    groupingValueGetter: ({ value }) => (value as Date).getUTCFullYear(),
  },
  { field: 'amount', headerName: 'Amount (USD)', type: 'number', width: 140 },
];

export default function DateGroupsGrid() {
  const apiRef = useGridApiRef();

  const setAllExpanded = (isExpanded: boolean) => {
    for (const id of gridFilteredSortedRowIdsSelector(apiRef)) {
      if (apiRef.current.getRowNode(id)?.type === 'group') apiRef.current.setRowChildrenExpansion(id, isExpanded);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setAllExpanded(true)}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setAllExpanded(false)}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{
            rowGrouping: { model: ['issued'] },
            // The newest year first: sort by the grouping column itself.
            sorting: { sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' }] },
          }}
          groupingColDef={{ headerName: 'Year', width: 150 }}
          isGroupExpandedByDefault={(node) => node.groupingKey === 2024}
          disableRowSelectionOnClick
        />
      </Box>
    </Box>
  );
}
