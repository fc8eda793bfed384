import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  getGridNumericOperators,
  useGridApiContext,
  type GridColDef,
  type GridRenderCellParams,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

function RatingEditCell({ id, field, value }: GridRenderEditCellParams<any, number>) {
  const apiRef = useGridApiContext();
  return (
    <Rating
      name={`rating-${id}`}
      value={value ?? 0}
      // The edit value lives in the grid's state until the edit ends, so write it there.
      onChange={(_, next) => apiRef.current.setEditCellValue({ id, field, value: next ?? 0 })}
      sx={{ px: 1 }}
    />
  );
}

/** A rating column: stars when shown, clickable stars when edited, and numeric filters. */
const ratingColumn: Omit<GridColDef, 'field'> = {
  type: 'number',
  width: 150,
  editable: true,
  align: 'left',
  headerAlign: 'left',
  renderCell: ({ value }: GridRenderCellParams<any, number>) => <Rating value={value ?? 0} readOnly size="small" />,
  renderEditCell: (params) => <RatingEditCell {...params} />,
  // Only the comparisons make sense for a score out of five.
  filterOperators: getGridNumericOperators().filter((operator) => ['=', '>', '>=', '<', '<='].includes(operator.value)),
};

const columns: GridColDef[] = [
  { field: 'book', headerName: 'Book', flex: 1, minWidth: 180 },
  { field: 'rating', headerName: 'Rating', ...ratingColumn },
];

const rows = [
  { id: 1, book: 'The Left Hand of Darkness', rating: 5 },
  { id: 2, book: 'Middlemarch', rating: 4 },
  { id: 3, book: 'The Name of the Rose', rating: 4 },
  { id: 4, book: 'Moby-Dick', rating: 3 },
];

export default function RatingColumnGrid() {
  return (
    <Box sx={{ height: 270, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
