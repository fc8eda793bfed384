import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef, type GridColDef, type GridEventListener } from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  { field: 'dish', headerName: 'Dish', width: 200 },
  { field: 'course', headerName: 'Course', width: 130 },
  { field: 'price', headerName: 'Price (USD)', type: 'number', width: 130 },
];

const rows = [
  { id: 1, dish: 'Tomato soup', course: 'Starter', price: 7 },
  { id: 2, dish: 'Green salad', course: 'Starter', price: 6 },
  { id: 3, dish: 'Risotto', course: 'Main', price: 16 },
  { id: 4, dish: 'Roast chicken', course: 'Main', price: 18 },
  { id: 5, dish: 'Bean chili', course: 'Main', price: 14 },
  { id: 6, dish: 'Lemon tart', course: 'Dessert', price: 8 },
  { id: 7, dish: 'Fruit plate', course: 'Dessert', price: 7 },
];

export default function GroupChildrenGrid() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('Click a group row.');

  const handleRowClick: GridEventListener<'rowClick'> = ({ id }) => {
    const rowNode = apiRef.current.getRowNode(id);
    if (rowNode?.type !== 'group') return;
    // The group's rows in the order shown, without rows hidden by a filter.
    const ids = apiRef.current.getRowGroupChildren({ groupId: id, applySorting: true, applyFiltering: true });
    const dishes = ids.map((childId) => apiRef.current.getRow(childId)?.dish);
    setSummary(`${rowNode.groupingKey}: ${dishes.join(', ')}`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ rowGrouping: { model: ['course'] } }}
          onRowClick={handleRowClick}
          disableRowSelectionOnClick
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {summary}
      </Typography>
    </Box>
  );
}
