import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridCellModes, type GridCellModesModel, type GridColDef, type GridEventListener } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', width: 150, editable: true },
  { field: 'population', headerName: 'Population (k)', type: 'number', width: 140, editable: true },
];

const rows = [
  { id: 1, city: 'Reykjavík', population: 139 },
  { id: 2, city: 'Valletta', population: 6 },
  { id: 3, city: 'Tallinn', population: 454 },
];

export default function ControlledCellModesGrid() {
  const [selected, setSelected] = React.useState<{ id: number | string; field: string } | null>(null);
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});
  const mode = selected ? (cellModesModel[selected.id]?.[selected.field]?.mode ?? GridCellModes.View) : null;

  const setMode = (next: GridCellModesModel[string][string]) => {
    if (!selected) return;
    setCellModesModel((current) => ({ ...current, [selected.id]: { ...current[selected.id], [selected.field]: next } }));
  };

  const handleCellClick: GridEventListener<'cellClick'> = (params) => {
    if (params.isEditable) setSelected({ id: params.id, field: params.field });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          disabled={mode !== GridCellModes.View}
          onClick={() => setMode({ mode: GridCellModes.Edit })}
        >
          Edit
        </Button>
        <Button
          size="small"
          variant="contained"
          disabled={mode !== GridCellModes.Edit}
          onClick={() => setMode({ mode: GridCellModes.View })}
        >
          Save
        </Button>
        <Button
          size="small"
          disabled={mode !== GridCellModes.Edit}
          onClick={() => setMode({ mode: GridCellModes.View, ignoreModifications: true })}
        >
          Cancel
        </Button>
      </Stack>
      <Box sx={{ height: 215 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          cellModesModel={cellModesModel}
          // The grid asks for changes here too: a double-click, Enter or Escape still work.
          onCellModesModelChange={setCellModesModel}
          onCellClick={handleCellClick}
        />
      </Box>
    </Box>
  );
}
