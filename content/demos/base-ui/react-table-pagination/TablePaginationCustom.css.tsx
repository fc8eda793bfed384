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

// The rules are in TablePaginationCustom.css.
export default function TablePaginationCustom() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(4);
  const pageCount = Math.ceil(results.length / rowsPerPage);

  return (
    <div className="pagination-custom">
      <ul className="pagination-custom-list">
        {results.slice(page * rowsPerPage, (page + 1) * rowsPerPage).map((result) => (
          <li key={result.id}>
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
          actions: {
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
