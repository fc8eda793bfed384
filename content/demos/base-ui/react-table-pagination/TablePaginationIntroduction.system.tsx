import * as React from 'react';
import { TablePagination, tablePaginationClasses as classes } from '@mui/base/TablePagination';
import { styled } from '@mui/system';

const customers = ['Northwind Traders', 'Harbor Coffee', 'Lumen Studio', 'Atlas Freight', 'Kestrel Labs', 'Verde Market'];

// 23 invoices, built the same way on the server and in the browser.
const invoices = Array.from({ length: 23 }, (_, index) => ({
  id: `INV-${2041 + index}`,
  customer: customers[(index * 5) % customers.length],
  date: `2024-03-${String(index + 4).padStart(2, '0')}`,
  amount: (((index * 7919) % 90000) + 12000) / 100,
}));

export default function TablePaginationIntroduction() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);

  // rowsPerPage is -1 when the reader picks "All".
  const visible = rowsPerPage > 0 ? invoices.slice(page * rowsPerPage, (page + 1) * rowsPerPage) : invoices;
  // Keeps the table's height steady on the last, shorter page.
  const emptyRows = rowsPerPage > 0 ? rowsPerPage - visible.length : 0;

  return (
    <Frame>
      <Table aria-label="Invoices">
        <thead>
          <tr>
            <th scope="col">Invoice</th>
            <th scope="col">Customer</th>
            <th scope="col">Date</th>
            <th scope="col" className="amount">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {visible.map((invoice) => (
            <tr key={invoice.id}>
              <td>{invoice.id}</td>
              <td>{invoice.customer}</td>
              <td>{invoice.date}</td>
              <td className="amount">${invoice.amount.toFixed(2)}</td>
            </tr>
          ))}
          {emptyRows > 0 ? (
            <tr style={{ height: 41 * emptyRows }} aria-hidden="true">
              <td colSpan={4} />
            </tr>
          ) : null}
        </tbody>
        <tfoot>
          <tr>
            <Pagination
              count={invoices.length}
              page={page}
              rowsPerPage={rowsPerPage}
              rowsPerPageOptions={[5, 10, 25, { label: 'All', value: -1 }]}
              onPageChange={(_event, newPage) => setPage(newPage)}
              onRowsPerPageChange={(event) => {
                setRowsPerPage(parseInt(event.target.value, 10));
                setPage(0);
              }}
            />
          </tr>
        </tfoot>
      </Table>
    </Frame>
  );
}

// Scrolls sideways on narrow screens instead of squeezing the columns.
const Frame = styled('div')`
  width: 100%;
  max-width: 640px;
  overflow-x: auto;
  border: 1px solid #e2e8f0;
  border-radius: 12px;

  [data-mui-color-scheme='dark'] & {
    border-color: #334155;
  }
`;

const Table = styled('table')`
  width: 100%;
  min-width: 520px;
  border-collapse: collapse;
  font-size: 0.875rem;
  color: #1e293b;

  & th,
  & td {
    padding: 10px 14px;
    border-bottom: 1px solid #e2e8f0;
    text-align: left;
  }

  & th {
    background-color: #f8fafc;
    font-weight: 600;
  }

  & .amount {
    text-align: right;
    font-variant-numeric: tabular-nums;
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
`;

const Pagination = styled(TablePagination)`
  padding: 6px 14px;

  & .${classes.toolbar} {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 16px;
  }

  & .${classes.spacer} {
    flex: 1;
  }

  & .${classes.selectLabel}, & .${classes.displayedRows} {
    margin: 0;
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
    background-color: #eff6ff;
    border-color: #93c5fd;
  }

  & .${classes.select}:focus-visible, & .${classes.actions} button:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 1px;
  }

  & .${classes.actions} button:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }

  [data-mui-color-scheme='dark'] & .${classes.select}, [data-mui-color-scheme='dark'] & .${classes.actions} button {
    border-color: #475569;
    background-color: #0f172a;
  }

  [data-mui-color-scheme='dark'] & .${classes.actions} button:hover:enabled {
    background-color: #172554;
  }
`;
