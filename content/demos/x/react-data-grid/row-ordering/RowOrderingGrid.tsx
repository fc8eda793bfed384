import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

interface Track {
  id: number;
  title: string;
  artist: string;
}

const columns: GridColDef<Track>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160, sortable: false },
  { field: 'artist', headerName: 'Artist', width: 160, sortable: false },
];

const initialTracks: Track[] = [
  { id: 1, title: 'Clair de lune', artist: 'Debussy' },
  { id: 2, title: 'Gymnopédie No. 1', artist: 'Satie' },
  { id: 3, title: 'Spiegel im Spiegel', artist: 'Pärt' },
  { id: 4, title: 'The Swan', artist: 'Saint-Saëns' },
  { id: 5, title: 'Pavane', artist: 'Fauré' },
];

export default function RowOrderingGrid() {
  const apiRef = useGridApiRef();
  const [tracks, setTracks] = React.useState(initialTracks);
  // The grid has already moved the row. Its own order of every row, filtered out or not, becomes ours
  // (the event's indexes count only the rows in view).
  const handleRowOrderChange = () => setTracks(apiRef.current.getSortedRowIds().map((id) => apiRef.current.getRow(id) as Track));
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 330 }}>
        <DataGridPro apiRef={apiRef} rows={tracks} columns={columns} hideFooter rowReordering onRowOrderChange={handleRowOrderChange} />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        Playlist order: {tracks.map((track) => track.id).join(', ')}
      </Typography>
    </Box>
  );
}
