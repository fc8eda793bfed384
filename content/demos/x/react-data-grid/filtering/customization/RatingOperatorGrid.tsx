import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import { DataGrid, type GridColDef, type GridFilterInputValueProps, type GridFilterOperator } from '@mui/x-data-grid';

/** The filter panel's value field for the operator: stars instead of a number box. */
function RatingInput({ item, applyValue, focusElementRef }: GridFilterInputValueProps) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', height: 48, pl: 2.5 }}>
      <Rating
        name="rating-filter"
        ref={focusElementRef}
        value={Number(item.value ?? 0)}
        onChange={(_, value) => applyValue({ ...item, value })}
      />
    </Box>
  );
}

const atLeastOperator: GridFilterOperator<any, number> = {
  label: 'at least',
  value: 'atLeast',
  // The grid calls this once per filter change; the function it returns runs for every row.
  getApplyFilterFn: (item) => {
    if (item.value == null) return null;
    return ({ value }) => value != null && value >= Number(item.value);
  },
  getApplyFilterFnV7: (item) => {
    if (item.value == null) return null;
    return (value) => value != null && value >= Number(item.value);
  },
  InputComponent: RatingInput,
  getValueAsString: (value) => `${value} stars`,
};

const columns: GridColDef[] = [
  { field: 'hotel', headerName: 'Hotel', width: 180 },
  { field: 'town', headerName: 'Town', width: 130 },
  {
    field: 'stars',
    headerName: 'Stars',
    type: 'number',
    width: 150,
    filterOperators: [atLeastOperator],
    renderCell: ({ value }) => <Rating value={value} readOnly size="small" />,
  },
];

const rows = [
  { id: 1, hotel: 'Harbor Inn', town: 'Bergen', stars: 3 },
  { id: 2, hotel: 'The Linden', town: 'Ghent', stars: 4 },
  { id: 3, hotel: 'Casa Azul', town: 'Oaxaca', stars: 5 },
  { id: 4, hotel: 'Pine Lodge', town: 'Banff', stars: 2 },
  { id: 5, hotel: 'Riverside', town: 'Kyoto', stars: 4 },
  { id: 6, hotel: 'Station Hotel', town: 'York', stars: 3 },
];

export default function RatingOperatorGrid() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{ filter: { filterModel: { items: [{ field: 'stars', operator: 'atLeast', value: 4 }] } } }}
      />
    </Box>
  );
}
