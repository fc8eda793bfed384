import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';

const names = ['Ember', 'Juniper', 'Granite', 'Saltwater', 'Copperline', 'Fieldwork', 'Northbound', 'Lantern'];
const cities = ['Portland', 'Austin', 'Denver', 'Chicago', 'Seattle', 'Boston'];

// 48 search results, built the same way on the server and in the browser.
const results = Array.from({ length: 48 }, (_, index) => ({
  id: index,
  name: `${names[index % names.length]} Coffee Roasters`,
  city: cities[(index * 5) % cities.length],
}));

const ariaLabels = {
  first: 'First page of results',
  previous: 'Previous page of results',
  next: 'Next page of results',
  last: 'Last page of results',
};

const actionButtons =
  '[&_button]:inline-flex [&_button]:h-8 [&_button]:w-8 [&_button]:cursor-pointer [&_button]:items-center [&_button]:justify-center [&_button]:rounded-full [&_button]:border-0 [&_button]:bg-blue-50 [&_button]:p-0 [&_button]:text-blue-700 [&_button:hover:enabled]:bg-blue-100 [&_button:focus-visible]:outline-3 [&_button:focus-visible]:outline-offset-1 [&_button:focus-visible]:outline-blue-300 [&_button:disabled]:cursor-not-allowed [&_button:disabled]:bg-transparent [&_button:disabled]:text-slate-400 dark:[&_button]:bg-blue-950 dark:[&_button]:text-blue-300 dark:[&_button:disabled]:bg-transparent dark:[&_button:disabled]:text-slate-600 rtl:[&_svg]:-scale-x-100';

export default function TablePaginationCustom() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(4);
  const pageCount = Math.ceil(results.length / rowsPerPage);

  return (
    <div className="w-full max-w-[560px] text-sm text-slate-800 dark:text-slate-200">
      <ul className="m-0 mb-3 list-none p-0">
        {results.slice(page * rowsPerPage, (page + 1) * rowsPerPage).map((result) => (
          <li key={result.id} className="border-0 border-b border-solid border-slate-200 px-1 py-2.5 dark:border-slate-700">
            <strong>{result.name}</strong> · {result.city}
          </li>
        ))}
      </ul>
      <TablePagination
        slots={{ root: 'div' }}
        count={results.length}
        page={page}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[4, 8, 12]}
        onPageChange={(_event, newPage) => setPage(newPage)}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(parseInt(event.target.value, 10));
          setPage(0);
        }}
        labelRowsPerPage="Results per page"
        labelDisplayedRows={({ from, to, count }) => `Page ${page + 1} of ${pageCount} (${from}–${to} of ${count})`}
        getItemAriaLabel={(type) => ariaLabels[type]}
        slotProps={{
          toolbar: { className: 'flex flex-wrap items-center gap-x-4 gap-y-2' },
          spacer: { className: 'hidden' },
          selectLabel: { className: 'm-0 text-slate-600 dark:text-slate-400' },
          displayedRows: { className: 'm-0 ms-auto text-slate-600 dark:text-slate-400' },
          select: {
            className:
              'rounded-lg border border-solid border-slate-300 bg-white px-2 py-1 [font-family:inherit] text-sm text-inherit focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-blue-300 dark:border-slate-600 dark:bg-slate-900',
          },
          actions: {
            className: `flex gap-1 ${actionButtons}`,
            showFirstButton: true,
            showLastButton: true,
            slots: { firstPageIcon: FirstIcon, backPageIcon: BackIcon, nextPageIcon: NextIcon, lastPageIcon: LastIcon },
          },
        }}
      />
    </div>
  );
}

function Chevrons(props: { d: string }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path d={props.d} stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
const FirstIcon = () => <Chevrons d="M4 3v10M12 3 7 8l5 5" />;
const BackIcon = () => <Chevrons d="M10 3 5 8l5 5" />;
const NextIcon = () => <Chevrons d="m6 3 5 5-5 5" />;
const LastIcon = () => <Chevrons d="M12 3v10M4 3l5 5-5 5" />;
