import Table from '@mui/joy/Table';

const flights = [
  { flight: 'LH 1172', from: 'Frankfurt', to: 'Madrid', departs: '07:25', gate: 'A26' },
  { flight: 'AF 1349', from: 'Paris CDG', to: 'Stockholm', departs: '09:10', gate: 'F31' },
  { flight: 'KL 1003', from: 'Amsterdam', to: 'London Heathrow', departs: '11:45', gate: 'D7' },
  { flight: 'IB 3166', from: 'Madrid', to: 'Lisbon', departs: '13:05', gate: 'J44' },
];

export default function TableBasic() {
  return (
    <Table aria-label="Departures">
      <thead>
        <tr>
          <th scope="col" style={{ width: '18%' }}>
            Flight
          </th>
          <th scope="col">From</th>
          <th scope="col">To</th>
          <th scope="col" style={{ width: '15%' }}>
            Departs
          </th>
          <th scope="col" style={{ width: '12%' }}>
            Gate
          </th>
        </tr>
      </thead>
      <tbody>
        {flights.map((row) => (
          <tr key={row.flight}>
            <th scope="row">{row.flight}</th>
            <td>{row.from}</td>
            <td>{row.to}</td>
            <td>{row.departs}</td>
            <td>{row.gate}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
