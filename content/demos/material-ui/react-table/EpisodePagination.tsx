import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import LastPageIcon from '@mui/icons-material/LastPage';

const topics = [
  'Sourdough starters',
  'Knife sharpening',
  'Fermented hot sauce',
  'Braising on a budget',
  'Weeknight dumplings',
  'Home-roasted coffee',
  'Pickling spring vegetables',
  'The perfect omelet',
  'Baking with rye',
  'Stocks and broths',
  'Grilling fish whole',
  'Homemade pasta',
  'Spice blends',
];

// 13 episodes with computed lengths, so the server and the browser render the same rows.
const episodes = topics.map((topic, index) => ({
  number: index + 1,
  title: topic,
  minutes: 28 + ((index * 17) % 25),
}));

interface ActionsProps {
  count: number;
  page: number;
  rowsPerPage: number;
  onPageChange: (event: React.MouseEvent<HTMLButtonElement>, newPage: number) => void;
  getItemAriaLabel: (type: 'first' | 'last' | 'next' | 'previous') => string;
}

function EpisodePaginationActions({ count, page, rowsPerPage, onPageChange, getItemAriaLabel }: ActionsProps) {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const lastPage = Math.max(0, Math.ceil(count / rowsPerPage) - 1);

  return (
    <Box sx={{ flexShrink: 0, ml: 2.5 }}>
      <IconButton onClick={(event) => onPageChange(event, 0)} disabled={page === 0} aria-label={getItemAriaLabel('first')}>
        {rtl ? <LastPageIcon /> : <FirstPageIcon />}
      </IconButton>
      <IconButton onClick={(event) => onPageChange(event, page - 1)} disabled={page === 0} aria-label={getItemAriaLabel('previous')}>
        {rtl ? <KeyboardArrowRight /> : <KeyboardArrowLeft />}
      </IconButton>
      <IconButton onClick={(event) => onPageChange(event, page + 1)} disabled={page >= lastPage} aria-label={getItemAriaLabel('next')}>
        {rtl ? <KeyboardArrowLeft /> : <KeyboardArrowRight />}
      </IconButton>
      <IconButton onClick={(event) => onPageChange(event, lastPage)} disabled={page >= lastPage} aria-label={getItemAriaLabel('last')}>
        {rtl ? <FirstPageIcon /> : <LastPageIcon />}
      </IconButton>
    </Box>
  );
}

export default function EpisodePagination() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);

  const visible = rowsPerPage > 0 ? episodes.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage) : episodes;
  // Keep the table's height steady on the last, shorter page.
  const emptyRows = rowsPerPage > 0 ? Math.max(0, (1 + page) * rowsPerPage - episodes.length) : 0;

  return (
    <TableContainer component={Paper}>
      <Table sx={{ minWidth: 500 }} aria-label="Podcast episodes">
        <TableHead>
          <TableRow>
            <TableCell>Episode</TableCell>
            <TableCell>Title</TableCell>
            <TableCell align="right">Length (min)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {visible.map((episode) => (
            <TableRow key={episode.number}>
              <TableCell>{episode.number}</TableCell>
              <TableCell component="th" scope="row">
                {episode.title}
              </TableCell>
              <TableCell align="right">{episode.minutes}</TableCell>
            </TableRow>
          ))}
          {emptyRows > 0 && (
            <TableRow style={{ height: 53 * emptyRows }}>
              <TableCell colSpan={3} />
            </TableRow>
          )}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TablePagination
              rowsPerPageOptions={[5, 10, { label: 'All', value: -1 }]}
              colSpan={3}
              count={episodes.length}
              rowsPerPage={rowsPerPage}
              page={page}
              onPageChange={(_event, newPage) => setPage(newPage)}
              onRowsPerPageChange={(event) => {
                setRowsPerPage(parseInt(event.target.value, 10));
                setPage(0);
              }}
              ActionsComponent={EpisodePaginationActions}
            />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
