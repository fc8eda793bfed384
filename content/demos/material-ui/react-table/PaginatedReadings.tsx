import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';

// 72 hourly readings, computed (not random) so the server and the browser agree.
const readings = Array.from({ length: 72 }, (_, hour) => ({
  id: hour,
  time: `Day ${Math.floor(hour / 24) + 1}, ${String(hour % 24).padStart(2, '0')}:00`,
  temperature: (14 + 6 * Math.sin(((hour % 24) - 9) * (Math.PI / 12))).toFixed(1),
  humidity: 55 + ((hour * 7) % 30),
}));

export default function PaginatedReadings() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(10);
  const visible = readings.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);

  return (
    <Paper sx={{ width: '100%' }}>
      <TableContainer sx={{ maxHeight: 320 }} tabIndex={0} role="region" aria-label="Weather station readings, scrollable">
        <Table stickyHeader size="small" aria-label="Weather station readings">
          <TableHead>
            <TableRow>
              <TableCell>Time</TableCell>
              <TableCell align="right">Temperature (°C)</TableCell>
              <TableCell align="right">Humidity (%)</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {visible.map((reading) => (
              <TableRow key={reading.id} hover>
                <TableCell>{reading.time}</TableCell>
                <TableCell align="right">{reading.temperature}</TableCell>
                <TableCell align="right">{reading.humidity}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={readings.length}
        page={page}
        onPageChange={(_, newPage) => setPage(newPage)}
        rowsPerPage={rowsPerPage}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(Number(event.target.value));
          setPage(0);
        }}
        rowsPerPageOptions={[10, 24, 48]}
      />
    </Paper>
  );
}
