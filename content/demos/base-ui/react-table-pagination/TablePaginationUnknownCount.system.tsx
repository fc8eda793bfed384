import * as React from 'react';
import { TablePagination, tablePaginationClasses as classes } from '@mui/base/TablePagination';
import { styled } from '@mui/system';

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
    <Frame>
      <Table aria-label="Audit log, today">
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
            <Pagination count={count} page={page} rowsPerPage={rowsPerPage} rowsPerPageOptions={[]} onPageChange={handlePageChange} />
          </tr>
        </tfoot>
      </Table>
    </Frame>
  );
}

const Frame = styled('div')`
  width: 100%;
  max-width: 560px;
  overflow-x: auto;
  border: 1px solid #e2e8f0;
  border-radius: 12px;

  [data-mui-color-scheme='dark'] & {
    border-color: #334155;
  }
`;

const Table = styled('table')`
  width: 100%;
  min-width: 420px;
  border-collapse: collapse;
  font-size: 0.875rem;
  color: #1e293b;

  & th,
  & td {
    padding: 8px 14px;
    border-bottom: 1px solid #e2e8f0;
    text-align: left;
  }

  & th {
    background-color: #f8fafc;
    font-weight: 600;
  }

  & td:first-of-type {
    font-variant-numeric: tabular-nums;
    color: #475569;
  }

  & tfoot td {
    border-bottom: none;
  }

  [data-mui-color-scheme='dark'] & {
    color: #e2e8f0;
  }

  [data-mui-color-scheme='dark'] & th,
  [data-mui-color-scheme='dark'] & td {
    border-color: #334155;
  }

  [data-mui-color-scheme='dark'] & th {
    background-color: #1e293b;
  }

  [data-mui-color-scheme='dark'] & td:first-of-type {
    color: #94a3b8;
  }
`;

const Pagination = styled(TablePagination)`
  padding: 6px 14px;

  & .${classes.toolbar} {
    display: flex;
    align-items: center;
    justify-content: flex-end;
    gap: 16px;
  }

  & .${classes.displayedRows} {
    margin: 0;
  }

  & .${classes.actions} {
    display: flex;
    gap: 4px;
  }

  & .${classes.actions} button {
    min-width: 32px;
    height: 32px;
    border: 1px solid #cbd5e1;
    border-radius: 8px;
    background-color: #fff;
    color: inherit;
    font-size: 1rem;
    cursor: pointer;
  }

  & .${classes.actions} button:hover:enabled {
    border-color: #93c5fd;
    background-color: #eff6ff;
  }

  & .${classes.actions} button:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 1px;
  }

  & .${classes.actions} button:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }

  [data-mui-color-scheme='dark'] & .${classes.actions} button {
    border-color: #475569;
    background-color: #0f172a;
  }

  [data-mui-color-scheme='dark'] & .${classes.actions} button:hover:enabled {
    background-color: #172554;
  }
`;
