import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';

const results = [
  { team: 'Lisbon', q1Revenue: 412, q1Growth: 8, q2Revenue: 455, q2Growth: 10 },
  { team: 'Warsaw', q1Revenue: 298, q1Growth: 12, q2Revenue: 341, q2Growth: 14 },
  { team: 'Seoul', q1Revenue: 530, q1Growth: 5, q2Revenue: 548, q2Growth: 3 },
];

export default function TableGroupedHeader() {
  return (
    <Sheet
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Quarterly results, scrollable"
      sx={{ borderRadius: 'sm', width: '100%', overflow: 'auto' }}
    >
      <Table borderAxis="bothBetween" aria-label="Quarterly results by office" sx={{ minWidth: 480 }}>
        <thead>
          <tr>
            <th rowSpan={2} scope="col" style={{ verticalAlign: 'middle' }}>
              Office
            </th>
            <th colSpan={2} scope="colgroup" style={{ textAlign: 'center' }}>
              Q1
            </th>
            <th colSpan={2} scope="colgroup" style={{ textAlign: 'center' }}>
              Q2
            </th>
          </tr>
          <tr>
            <th scope="col">Revenue (k€)</th>
            <th scope="col">Growth (%)</th>
            <th scope="col">Revenue (k€)</th>
            <th scope="col">Growth (%)</th>
          </tr>
        </thead>
        <tbody>
          {results.map((row) => (
            <tr key={row.team}>
              <th scope="row">{row.team}</th>
              <td>{row.q1Revenue}</td>
              <td>{row.q1Growth}</td>
              <td>{row.q2Revenue}</td>
              <td>{row.q2Growth}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
