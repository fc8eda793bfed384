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

const cell = 'border-0 border-b border-solid border-slate-200 px-3.5 py-2.5 text-start dark:border-slate-700';
const actionButton =
  '[&_button]:h-8 [&_button]:min-w-8 [&_button]:cursor-pointer [&_button]:rounded-lg [&_button]:border [&_button]:border-solid [&_button]:border-slate-300 [&_button]:bg-white [&_button]:text-base [&_button]:text-inherit [&_button:hover:enabled]:border-blue-300 [&_button:hover:enabled]:bg-blue-50 [&_button:focus-visible]:outline-3 [&_button:focus-visible]:outline-offset-1 [&_button:focus-visible]:outline-blue-300 [&_button:disabled]:cursor-not-allowed [&_button:disabled]:opacity-40 dark:[&_button]:border-slate-600 dark:[&_button]:bg-slate-900 dark:[&_button:hover:enabled]:bg-blue-950';

export default function TablePaginationIntroduction() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);

  // rowsPerPage is -1 when the reader picks "All".
  const visible = rowsPerPage > 0 ? invoices.slice(page * rowsPerPage, (page + 1) * rowsPerPage) : invoices;
  // Keeps the table's height steady on the last, shorter page.
  const emptyRows = rowsPerPage > 0 ? rowsPerPage - visible.length : 0;

  return (
    // Scrolls sideways on narrow screens instead of squeezing the columns.
    <div className="w-full max-w-[640px] overflow-x-auto rounded-xl border border-solid border-slate-200 dark:border-slate-700">
      <table aria-label="Invoices" className="w-full min-w-[520px] border-collapse text-sm text-slate-800 dark:text-slate-200">
        <thead>
          <tr className="bg-slate-50 dark:bg-slate-800">
            <th scope="col" className={`${cell} font-semibold`}>
              Invoice
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Customer
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Date
            </th>
            <th scope="col" className={`${cell} text-end font-semibold`}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {visible.map((invoice) => (
            <tr key={invoice.id}>
              <td className={cell}>{invoice.id}</td>
              <td className={cell}>{invoice.customer}</td>
              <td className={cell}>{invoice.date}</td>
              <td className={`${cell} text-end tabular-nums`}>${invoice.amount.toFixed(2)}</td>
            </tr>
          ))}
          {emptyRows > 0 ? (
            <tr style={{ height: 41 * emptyRows }} aria-hidden="true">
              <td colSpan={4} className={cell} />
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
              className="px-3.5 py-1.5"
              slotProps={{
                toolbar: { className: 'flex flex-wrap items-center gap-x-4 gap-y-2' },
                spacer: { className: 'flex-1' },
                selectLabel: { className: 'm-0' },
                displayedRows: { className: 'm-0' },
                select: {
                  className:
                    'rounded-lg border border-solid border-slate-300 bg-white px-2 py-1 [font-family:inherit] text-sm text-inherit focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-blue-300 dark:border-slate-600 dark:bg-slate-900',
                },
                actions: { className: `flex gap-1 ${actionButton}` },
              }}
            />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
