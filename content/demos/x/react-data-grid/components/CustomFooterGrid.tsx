import Box from '@mui/material/Box';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'expense', headerName: 'Expense', width: 170 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 120 },
];

const rows = [
  { id: 1, expense: 'Train tickets', category: 'Travel', amount: 86 },
  { id: 2, expense: 'Hotel, two nights', category: 'Travel', amount: 240 },
  { id: 3, expense: 'Team lunch', category: 'Meals', amount: 132 },
  { id: 4, expense: 'Conference pass', category: 'Events', amount: 399 },
  { id: 5, expense: 'Taxi', category: 'Travel', amount: 28 },
  { id: 6, expense: 'Coffee', category: 'Meals', amount: 14 },
];

/** A footer with the total of the rows that pass the filters, and the grid's own pagination. */
function TotalFooter() {
  const apiRef = useGridApiContext();
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const total = entries.reduce((sum, entry) => sum + Number(entry.model.amount), 0);
  return (
    <GridFooterContainer>
      <Box sx={{ px: 2, fontWeight: 'medium' }}>{`Total: $${total}`}</Box>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function CustomFooterGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ footer: TotalFooter }} />
    </Box>
  );
}
