import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'planet', headerName: 'Planet', width: 130 },
  { field: 'moons', headerName: 'Moons', type: 'number', width: 110 },
  { field: 'day', headerName: 'Day (hours)', type: 'number', width: 130 },
];

const rows = [
  { id: 1, planet: 'Mars', moons: 2, day: 24.6 },
  { id: 2, planet: 'Jupiter', moons: 95, day: 9.9 },
  { id: 3, planet: 'Saturn', moons: 146, day: 10.7 },
];

export default function HeaderEventsGrid() {
  const [message, setMessage] = React.useState('Click or hover over a column header.');
  const onClick: GridEventListener<'columnHeaderClick'> = (params) => setMessage(`Clicked the ${params.colDef.headerName} header.`);
  const onEnter: GridEventListener<'columnHeaderEnter'> = (params) =>
    setMessage(`The pointer is over the ${params.colDef.headerName} header.`);
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 215 }}>
        <DataGrid rows={rows} columns={columns} hideFooter onColumnHeaderClick={onClick} onColumnHeaderEnter={onEnter} />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {message}
      </Typography>
    </Box>
  );
}
