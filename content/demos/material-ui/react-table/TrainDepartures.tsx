import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const departures = [
  { train: 'IC 512', destination: 'Utrecht Centraal', platform: 5, time: '09:14', delay: 0 },
  { train: 'SPR 4021', destination: 'Leiden Centraal', platform: 2, time: '09:19', delay: 3 },
  { train: 'ICE 123', destination: 'Frankfurt (Main) Hbf', platform: 7, time: '09:27', delay: 0 },
  { train: 'IC 3533', destination: 'Eindhoven Centraal', platform: 11, time: '09:31', delay: 12 },
];

export default function TrainDepartures() {
  return (
    <TableContainer component={Paper} tabIndex={0} role="region" aria-label="Departures, scrollable">
      <Table aria-label="Departures">
        <TableHead>
          <TableRow>
            <TableCell>Train</TableCell>
            <TableCell>Destination</TableCell>
            <TableCell align="right">Platform</TableCell>
            <TableCell align="right">Departs</TableCell>
            <TableCell align="right">Delay (min)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {departures.map((row) => (
            <TableRow key={row.train}>
              <TableCell component="th" scope="row">
                {row.train}
              </TableCell>
              <TableCell>{row.destination}</TableCell>
              <TableCell align="right">{row.platform}</TableCell>
              <TableCell align="right">{row.time}</TableCell>
              <TableCell align="right" sx={{ color: row.delay > 5 ? 'error.main' : undefined }}>
                {row.delay > 0 ? `+${row.delay}` : 'on time'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
