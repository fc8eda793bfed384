import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';

const expenses = [
  { date: '2024-03-01', merchant: 'Rail Europe', category: 'Travel', amount: 184.5 },
  { date: '2024-03-02', merchant: 'Hotel Arts', category: 'Lodging', amount: 312.0 },
  { date: '2024-03-02', merchant: 'Café Central', category: 'Meals', amount: 18.4 },
  { date: '2024-03-03', merchant: 'Taxi Barcelona', category: 'Travel', amount: 26.9 },
  { date: '2024-03-03', merchant: 'Mercat de Sant Josep', category: 'Meals', amount: 32.1 },
  { date: '2024-03-04', merchant: 'Coworking Poblenou', category: 'Office', amount: 45.0 },
  { date: '2024-03-04', merchant: 'El Xampanyet', category: 'Meals', amount: 41.75 },
  { date: '2024-03-05', merchant: 'Vueling', category: 'Travel', amount: 129.99 },
  { date: '2024-03-05', merchant: 'Airport Express', category: 'Travel', amount: 7.25 },
  { date: '2024-03-06', merchant: 'Print Shop Gràcia', category: 'Office', amount: 12.6 },
];

const total = expenses.reduce((sum, row) => sum + row.amount, 0);

export default function TableStickyHeader() {
  return (
    <Sheet
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Expense report, scrollable"
      sx={{ height: 280, overflow: 'auto', borderRadius: 'sm', width: '100%' }}
    >
      <Table stickyHeader stickyFooter hoverRow aria-label="Expense report">
        <thead>
          <tr>
            <th scope="col" style={{ width: '28%' }}>
              Date
            </th>
            <th scope="col">Merchant</th>
            <th scope="col">Category</th>
            <th scope="col" style={{ textAlign: 'right' }}>
              Amount (€)
            </th>
          </tr>
        </thead>
        <tbody>
          {expenses.map((row) => (
            <tr key={`${row.date}-${row.merchant}`}>
              <td>{row.date}</td>
              <td>{row.merchant}</td>
              <td>{row.category}</td>
              <td style={{ textAlign: 'right' }}>{row.amount.toFixed(2)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Total ({expenses.length} expenses)
            </th>
            <td style={{ textAlign: 'right' }}>{total.toFixed(2)}</td>
          </tr>
        </tfoot>
      </Table>
    </Sheet>
  );
}
