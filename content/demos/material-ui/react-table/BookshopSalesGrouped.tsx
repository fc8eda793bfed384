import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const branches = [
  { branch: 'Riverside', hardcover: 412, paperback: 1380, ebook: 655, audiobook: 210 },
  { branch: 'Old Town', hardcover: 538, paperback: 1622, ebook: 480, audiobook: 174 },
  { branch: 'University', hardcover: 296, paperback: 2104, ebook: 912, audiobook: 388 },
  { branch: 'Harbor Mall', hardcover: 351, paperback: 1175, ebook: 390, audiobook: 142 },
  { branch: 'Airport', hardcover: 188, paperback: 1460, ebook: 275, audiobook: 96 },
  { branch: 'Northgate', hardcover: 264, paperback: 985, ebook: 530, audiobook: 233 },
  { branch: 'Lakeside', hardcover: 320, paperback: 1098, ebook: 415, audiobook: 160 },
  { branch: 'Station Square', hardcover: 205, paperback: 1312, ebook: 344, audiobook: 121 },
];

// Same output on the server and in every browser, unlike toLocaleString without a fixed locale.
const withCommas = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

// The second header row sticks just below the first: 57px is the height of a header row at the default size.
const SECOND_ROW_TOP = 57;

export default function BookshopSalesGrouped() {
  return (
    <Paper sx={{ width: '100%', overflow: 'hidden' }}>
      <TableContainer sx={{ maxHeight: 340 }} tabIndex={0} role="region" aria-label="Copies sold per branch, scrollable">
        <Table stickyHeader aria-label="Copies sold per branch in March">
          <TableHead>
            <TableRow>
              <TableCell rowSpan={2}>Branch</TableCell>
              <TableCell align="center" colSpan={2} scope="colgroup">
                Print
              </TableCell>
              <TableCell align="center" colSpan={2} scope="colgroup">
                Digital
              </TableCell>
            </TableRow>
            <TableRow>
              {['Hardcover', 'Paperback', 'E-book', 'Audiobook'].map((label) => (
                <TableCell key={label} align="right" sx={{ top: SECOND_ROW_TOP }}>
                  {label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {branches.map((row) => (
              <TableRow key={row.branch} hover>
                <TableCell component="th" scope="row">
                  {row.branch}
                </TableCell>
                <TableCell align="right">{withCommas(row.hardcover)}</TableCell>
                <TableCell align="right">{withCommas(row.paperback)}</TableCell>
                <TableCell align="right">{withCommas(row.ebook)}</TableCell>
                <TableCell align="right">{withCommas(row.audiobook)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
