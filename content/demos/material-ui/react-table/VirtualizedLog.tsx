import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const ROW_COUNT = 5000;
const ROW_HEIGHT = 33; // a small body row: 6px padding above and below, a 20px line and a 1px border
const VIEWPORT_HEIGHT = 320;
const OVERSCAN = 5; // rows rendered beyond each edge, so a fast scroll shows no gap

const levels = ['INFO', 'INFO', 'INFO', 'WARN', 'INFO', 'ERROR', 'INFO', 'DEBUG'];
const services = ['checkout', 'search', 'auth', 'inventory', 'email'];
const messages = [
  'Request completed',
  'Cache miss, fetching from origin',
  'Retrying upstream call',
  'Token refreshed',
  'Slow query detected',
  'Connection pool exhausted',
];

// Each row is computed from its index, so any slice can be rendered on demand, identically on server and client.
function logEntry(index: number) {
  const seconds = index * 7;
  const time = [Math.floor(seconds / 3600) % 24, Math.floor(seconds / 60) % 60, seconds % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
  return {
    index,
    time,
    level: levels[index % levels.length],
    service: services[(index * 3) % services.length],
    message: messages[(index * 5) % messages.length],
  };
}

export default function VirtualizedLog() {
  const [scrollTop, setScrollTop] = React.useState(0);

  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(ROW_COUNT, Math.ceil((scrollTop + VIEWPORT_HEIGHT) / ROW_HEIGHT) + OVERSCAN);
  const rows = [];
  for (let index = first; index < last; index += 1) rows.push(logEntry(index));

  return (
    <Paper sx={{ width: '100%', overflow: 'hidden' }}>
      <TableContainer
        sx={{ height: VIEWPORT_HEIGHT }}
        tabIndex={0}
        role="region"
        aria-label="Service log, scrollable"
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      >
        <Table
          stickyHeader
          size="small"
          aria-label="Service log"
          aria-rowcount={ROW_COUNT + 1}
          sx={{ tableLayout: 'fixed', minWidth: 560, '& .MuiTableCell-root': { lineHeight: '20px' } }}
        >
          <TableHead>
            <TableRow aria-rowindex={1}>
              <TableCell sx={{ width: 80 }}>#</TableCell>
              <TableCell sx={{ width: 100 }}>Time</TableCell>
              <TableCell sx={{ width: 90 }}>Level</TableCell>
              <TableCell sx={{ width: 110 }}>Service</TableCell>
              <TableCell>Message</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {/* Spacers stand in for the rows above and below the window, so the scroll bar has the full height. */}
            {first > 0 && <TableRow aria-hidden sx={{ height: first * ROW_HEIGHT }} />}
            {rows.map((row) => (
              <TableRow key={row.index} aria-rowindex={row.index + 2} sx={{ height: ROW_HEIGHT }}>
                <TableCell sx={{ color: 'text.secondary' }}>{row.index + 1}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{row.time}</TableCell>
                <TableCell sx={{ color: row.level === 'ERROR' ? 'error.main' : row.level === 'WARN' ? 'warning.main' : undefined }}>
                  {row.level}
                </TableCell>
                <TableCell>{row.service}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>{row.message}</TableCell>
              </TableRow>
            ))}
            {last < ROW_COUNT && <TableRow aria-hidden sx={{ height: (ROW_COUNT - last) * ROW_HEIGHT }} />}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
