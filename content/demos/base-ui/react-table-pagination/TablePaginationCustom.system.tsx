import * as React from 'react';
import { TablePagination, tablePaginationClasses as classes } from '@mui/base/TablePagination';
import { styled } from '@mui/system';

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

export default function TablePaginationCustom() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(4);
  const pageCount = Math.ceil(results.length / rowsPerPage);

  return (
    <Root>
      <List>
        {results.slice(page * rowsPerPage, (page + 1) * rowsPerPage).map((result) => (
          <li key={result.id}>
            <strong>{result.name}</strong> · {result.city}
          </li>
        ))}
      </List>
      <Pagination
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
    </Root>
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

const Root = styled('div')`
  width: 100%;
  max-width: 560px;
  font-size: 0.875rem;
  color: #1e293b;

  [data-mui-color-scheme='dark'] & {
    color: #e2e8f0;
  }
`;

const List = styled('ul')`
  margin: 0 0 12px;
  padding: 0;
  list-style: none;

  & li {
    padding: 10px 4px;
    border-bottom: 1px solid #e2e8f0;
  }

  [data-mui-color-scheme='dark'] & li {
    border-color: #334155;
  }
`;

const Pagination = styled(TablePagination)`
  & .${classes.toolbar} {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 16px;
  }

  & .${classes.spacer} {
    display: none;
  }

  & .${classes.selectLabel}, & .${classes.displayedRows} {
    margin: 0;
    color: #475569;
  }

  & .${classes.displayedRows} {
    margin-left: auto;
  }

  & .${classes.select} {
    font-family: inherit;
    font-size: 0.875rem;
    padding: 4px 8px;
    border: 1px solid #cbd5e1;
    border-radius: 8px;
    background-color: #fff;
    color: inherit;
  }

  & .${classes.actions} {
    display: flex;
    gap: 4px;
  }

  & .${classes.actions} button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 32px;
    height: 32px;
    padding: 0;
    border: none;
    border-radius: 999px;
    background-color: #eff6ff;
    color: #1d4ed8;
    cursor: pointer;
  }

  [dir='rtl'] & .${classes.actions} svg {
    transform: scaleX(-1);
  }

  & .${classes.actions} button:hover:enabled {
    background-color: #dbeafe;
  }

  & .${classes.select}:focus-visible, & .${classes.actions} button:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 1px;
  }

  & .${classes.actions} button:disabled {
    background-color: transparent;
    color: #94a3b8;
    cursor: not-allowed;
  }

  [data-mui-color-scheme='dark'] & .${classes.selectLabel}, [data-mui-color-scheme='dark'] & .${classes.displayedRows} {
    color: #94a3b8;
  }

  [data-mui-color-scheme='dark'] & .${classes.select} {
    border-color: #475569;
    background-color: #0f172a;
  }

  [data-mui-color-scheme='dark'] & .${classes.actions} button {
    background-color: #172554;
    color: #93c5fd;
  }

  [data-mui-color-scheme='dark'] & .${classes.actions} button:disabled {
    background-color: transparent;
    color: #475569;
  }
`;
