import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridCellModes, type GridCellModesModel, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'ingredient', headerName: 'Ingredient', width: 160, editable: true },
  { field: 'grams', headerName: 'Grams', type: 'number', width: 100, editable: true },
  { field: 'optional', headerName: 'Optional', type: 'boolean', width: 100, editable: true },
];

const rows = [
  { id: 1, ingredient: 'Flour', grams: 500, optional: false },
  { id: 2, ingredient: 'Water', grams: 350, optional: false },
  { id: 3, ingredient: 'Salt', grams: 10, optional: false },
  { id: 4, ingredient: 'Olive oil', grams: 20, optional: true },
];

export default function SingleClickEditGrid() {
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});

  const handleCellClick = React.useCallback((params: GridCellParams, event: React.MouseEvent) => {
    if (!params.isEditable) return;
    // Clicks inside an open editor (a menu rendered in a portal) must not close it.
    if (!event.currentTarget.contains(event.target as Node)) return;
    setCellModesModel((current) => {
      // Every other cell goes back to view mode, which saves its value...
      const allInView: GridCellModesModel = Object.fromEntries(
        Object.entries(current).map(([id, fields]) => [
          id,
          Object.fromEntries(Object.keys(fields).map((field) => [field, { mode: GridCellModes.View }])),
        ]),
      );
      // ...and the clicked cell enters edit mode.
      return { ...allInView, [params.id]: { ...allInView[params.id], [params.field]: { mode: GridCellModes.Edit } } };
    });
  }, []);

  return (
    <Box sx={{ height: 270, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        cellModesModel={cellModesModel}
        onCellModesModelChange={setCellModesModel}
        onCellClick={handleCellClick}
      />
    </Box>
  );
}
