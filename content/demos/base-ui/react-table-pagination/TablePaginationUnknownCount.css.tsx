import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';

const people = ['Amara Okafor', 'Lucas Meyer', 'Priya Raman', 'Kenji Watanabe', 'Ines Costa'];
const actions = ['signed in', 'exported a report', 'changed a role', 'invited a member', 'updated billing'];

// Stands in for a server that returns one page at a time and never says how
// many events there are in total (37 here).
function fetchEvents(page: number, rowsPerPage: number) {
  return Array.from({ length: 37 }, (_, index) => ({
    id: index,
    time: `${String(17 - Math.floor(index / 4)).padStart(2, '0')}:${String(59 - ((index * 13) % 60)).padStart(2, '0')}`,
    person: people[(index * 3) % people.length],
    action: actions[(index * 7) % actions.length],
  })).slice(page * rowsPerPage, (page + 1) * rowsPerPage);
}

const rowsPerPage = 10;

// The rules are in TablePaginationUnknownCount.css.
export default function TablePaginationUnknownCount() {
  const [page, setPage] = React.useState(0);
  // -1 until a page comes back shorter than a full one.
  const [count, setCount] = React.useState(-1);
  const events = fetchEvents(page, rowsPerPage);

  const handlePageChange = (_event: React.MouseEvent<HTMLButtonElement> | null, newPage: number) => {
    const next = fetchEvents(newPage, rowsPerPage);
    if (next.length < rowsPerPage) setCount(newPage * rowsPerPage + next.length);
    setPage(newPage);
  };

  return (
    <div className="pagination-unknown">
      <table aria-label="Audit log, today">
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Member</th>
            <th scope="col">Event</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <td>{event.time}</td>
              <td>{event.person}</td>
              <td>{event.action}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <TablePagination count={count} page={page} rowsPerPage={rowsPerPage} rowsPerPageOptions={[]} onPageChange={handlePageChange} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
