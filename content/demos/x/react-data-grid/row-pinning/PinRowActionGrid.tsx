import * as React from 'react';
import Box from '@mui/material/Box';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import { DataGridPro, GridActionsCellItem, type GridColDef, type GridRowId } from '@mui/x-data-grid-pro';

interface Note {
  id: number;
  title: string;
  edited: string;
}

const notes: Note[] = [
  { id: 1, title: 'Packing list', edited: '2024-05-02' },
  { id: 2, title: 'Book club picks', edited: '2024-04-28' },
  { id: 3, title: 'Garden plan', edited: '2024-04-21' },
  { id: 4, title: 'Gift ideas', edited: '2024-04-11' },
  { id: 5, title: 'Recipes to try', edited: '2024-03-30' },
  { id: 6, title: 'Car service dates', edited: '2024-03-02' },
];

export default function PinRowActionGrid() {
  const [pinnedIds, setPinnedIds] = React.useState<GridRowId[]>([3]);

  const togglePin = React.useCallback(
    (id: GridRowId) => setPinnedIds((current) => (current.includes(id) ? current.filter((pinned) => pinned !== id) : [...current, id])),
    [],
  );

  // A row is either pinned or in `rows`: the grid must not receive the same id twice.
  const { rows, pinnedRows } = React.useMemo(
    () => ({
      rows: notes.filter((note) => !pinnedIds.includes(note.id)),
      pinnedRows: { top: pinnedIds.map((id) => notes.find((note) => note.id === id)!) },
    }),
    [pinnedIds],
  );

  const columns = React.useMemo<GridColDef<Note>[]>(
    () => [
      {
        field: 'actions',
        type: 'actions',
        width: 60,
        getActions: ({ id }) => {
          const pinned = pinnedIds.includes(id);
          return [
            <GridActionsCellItem
              key="pin"
              icon={pinned ? <PushPinIcon /> : <PushPinOutlinedIcon />}
              label={pinned ? 'Unpin' : 'Pin to top'}
              onClick={() => togglePin(id)}
            />,
          ];
        },
      },
      { field: 'title', headerName: 'Note', flex: 1, minWidth: 160 },
      { field: 'edited', headerName: 'Last edited', width: 130 },
    ],
    [pinnedIds, togglePin],
  );

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} hideFooter />
    </Box>
  );
}
