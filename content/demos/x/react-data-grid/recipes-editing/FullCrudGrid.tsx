import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import CancelIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import {
  DataGrid,
  GridActionsCellItem,
  GridRowEditStopReasons,
  GridRowModes,
  GridToolbarContainer,
  type GridColDef,
  type GridEventListener,
  type GridRowId,
  type GridRowModesModel,
} from '@mui/x-data-grid';

interface Member {
  id: number;
  name: string;
  role: string;
  hours: number;
  isNew?: boolean;
}

const ROLES = ['Designer', 'Developer', 'Manager', 'Tester'];

const initialRows: Member[] = [
  { id: 1, name: 'Ines Duarte', role: 'Designer', hours: 32 },
  { id: 2, name: 'Omar Farouk', role: 'Developer', hours: 40 },
  { id: 3, name: 'Hana Kim', role: 'Manager', hours: 36 },
];

export default function FullCrudGrid() {
  const [rows, setRows] = React.useState<Member[]>(initialRows);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});
  const nextId = React.useRef(4);

  const setMode = (id: GridRowId, mode: GridRowModesModel[GridRowId]) => setRowModesModel((current) => ({ ...current, [id]: mode }));

  const handleAdd = () => {
    const id = nextId.current++;
    setRows((current) => [...current, { id, name: '', role: 'Developer', hours: 0, isNew: true }]);
    setMode(id, { mode: GridRowModes.Edit, fieldToFocus: 'name' });
  };

  const handleCancel = (id: GridRowId) => {
    setMode(id, { mode: GridRowModes.View, ignoreModifications: true });
    // A new row that was never saved goes away instead of staying empty.
    setRows((current) => current.filter((row) => row.id !== id || !row.isNew));
  };

  // Leaving the row by clicking elsewhere keeps it in edit mode: only Save, Enter or Escape end the edit.
  const handleRowEditStop: GridEventListener<'rowEditStop'> = (params, event) => {
    if (params.reason === GridRowEditStopReasons.rowFocusOut) event.defaultMuiPrevented = true;
  };

  const processRowUpdate = (newRow: Member) => {
    if (!newRow.name.trim()) throw new Error('A member needs a name.');
    const saved = { ...newRow, name: newRow.name.trim(), isNew: false };
    setRows((current) => current.map((row) => (row.id === saved.id ? saved : row)));
    return saved;
  };

  const columns: GridColDef<Member>[] = [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, editable: true },
    { field: 'role', headerName: 'Role', type: 'singleSelect', valueOptions: ROLES, width: 130, editable: true },
    { field: 'hours', headerName: 'Hours / week', type: 'number', width: 120, editable: true },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 100,
      getActions: ({ id }) =>
        rowModesModel[id]?.mode === GridRowModes.Edit
          ? [
              <GridActionsCellItem key="save" icon={<SaveIcon />} label="Save" onClick={() => setMode(id, { mode: GridRowModes.View })} />,
              <GridActionsCellItem key="cancel" icon={<CancelIcon />} label="Cancel" onClick={() => handleCancel(id)} />,
            ]
          : [
              <GridActionsCellItem key="edit" icon={<EditIcon />} label="Edit" onClick={() => setMode(id, { mode: GridRowModes.Edit })} />,
              <GridActionsCellItem
                key="delete"
                icon={<DeleteIcon />}
                label="Delete"
                onClick={() => setRows((current) => current.filter((row) => row.id !== id))}
              />,
            ],
    },
  ];

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        editMode="row"
        rowModesModel={rowModesModel}
        onRowModesModelChange={setRowModesModel}
        onRowEditStop={handleRowEditStop}
        processRowUpdate={processRowUpdate}
        // A refused save keeps the row in edit mode; the empty name field is the reader's cue.
        onProcessRowUpdateError={() => {}}
        slots={{ toolbar: AddToolbar }}
        slotProps={{ toolbar: { onAdd: handleAdd } }}
      />
    </Box>
  );
}

function AddToolbar({ onAdd }: { onAdd?: () => void }) {
  return (
    <GridToolbarContainer>
      <Button size="small" startIcon={<AddIcon />} onClick={onAdd}>
        Add a member
      </Button>
    </GridToolbarContainer>
  );
}
