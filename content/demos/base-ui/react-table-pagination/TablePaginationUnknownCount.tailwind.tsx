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

const cell = 'border-0 border-b border-solid border-slate-200 px-3.5 py-2 text-start dark:border-slate-700';
const actionButtons =
  '[&_button]:h-8 [&_button]:min-w-8 [&_button]:cursor-pointer [&_button]:rounded-lg [&_button]:border [&_button]:border-solid [&_button]:border-slate-300 [&_button]:bg-white [&_button]:text-base [&_button]:text-inherit [&_button:hover:enabled]:border-blue-300 [&_button:hover:enabled]:bg-blue-50 [&_button:focus-visible]:outline-3 [&_button:focus-visible]:outline-offset-1 [&_button:focus-visible]:outline-blue-300 [&_button:disabled]:cursor-not-allowed [&_button:disabled]:opacity-40 dark:[&_button]:border-slate-600 dark:[&_button]:bg-slate-900 dark:[&_button:hover:enabled]:bg-blue-950';

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
    <div className="w-full max-w-[560px] overflow-x-auto rounded-xl border border-solid border-slate-200 dark:border-slate-700">
      <table aria-label="Audit log, today" className="w-full min-w-[420px] border-collapse text-sm text-slate-800 dark:text-slate-200">
        <thead>
          <tr className="bg-slate-50 dark:bg-slate-800">
            <th scope="col" className={`${cell} font-semibold`}>
              Time
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Member
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Event
            </th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <td className={`${cell} text-slate-600 tabular-nums dark:text-slate-400`}>{event.time}</td>
              <td className={cell}>{event.person}</td>
              <td className={cell}>{event.action}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <TablePagination
              count={count}
              page={page}
              rowsPerPage={rowsPerPage}
              rowsPerPageOptions={[]}
              onPageChange={handlePageChange}
              className="px-3.5 py-1.5"
              slotProps={{
                toolbar: { className: 'flex items-center justify-end gap-4' },
                displayedRows: { className: 'm-0' },
                actions: { className: `flex gap-1 ${actionButtons}` },
              }}
            />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
