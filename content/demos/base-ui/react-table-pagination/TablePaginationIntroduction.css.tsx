import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';

const customers = ['Northwind Traders', 'Harbor Coffee', 'Lumen Studio', 'Atlas Freight', 'Kestrel Labs', 'Verde Market'];

// 23 invoices, built the same way on the server and in the browser.
const invoices = Array.from({ length: 23 }, (_, index) => ({
  id: `INV-${2041 + index}`,
  customer: customers[(index * 5) % customers.length],
  date: `2024-03-${String(index + 4).padStart(2, '0')}`,
  amount: (((index * 7919) % 90000) + 12000) / 100,
}));

// The rules are in TablePaginationIntroduction.css, written against Base UI's
// class names (base-TablePagination-toolbar, -select, -actions…).
export default function TablePaginationIntroduction() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);

  // rowsPerPage is -1 when the reader picks "All".
  const visible = rowsPerPage > 0 ? invoices.slice(page * rowsPerPage, (page + 1) * rowsPerPage) : invoices;
  // Keeps the table's height steady on the last, shorter page.
  const emptyRows = rowsPerPage > 0 ? rowsPerPage - visible.length : 0;

  return (
    // Scrolls sideways on narrow screens instead of squeezing the columns.
    <div className="pagination-intro">
      <table aria-label="Invoices">
        <thead>
          <tr>
            <th scope="col">Invoice</th>
            <th scope="col">Customer</th>
            <th scope="col">Date</th>
            <th scope="col" className="pagination-intro-amount">
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
              <td className="pagination-intro-amount">${invoice.amount.toFixed(2)}</td>
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
            <TablePagination
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
      </table>
    </div>
  );
}
