import * as React from 'react';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';

const stations = [
  { city: 'Reykjavík', high: 3, low: -2, rain: 76 },
  { city: 'Oslo', high: 1, low: -6, rain: 49 },
  { city: 'Vienna', high: 4, low: -2, rain: 37 },
  { city: 'Athens', high: 14, low: 7, rain: 57 },
  { city: 'Valletta', high: 16, low: 10, rain: 89 },
  { city: 'Tallinn', high: -1, low: -6, rain: 52 },
];

export default function TableStripeHover() {
  const [stripe, setStripe] = React.useState('odd');
  const [hoverRow, setHoverRow] = React.useState(true);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <RadioGroup orientation="horizontal" aria-label="stripe" value={stripe} onChange={(event) => setStripe(event.target.value)}>
          {['odd', 'even', '3n'].map((value) => (
            <Radio key={value} value={value} label={`stripe="${value}"`} size="sm" />
          ))}
        </RadioGroup>
        <Typography
          component="label"
          level="body-sm"
          startDecorator={<Switch size="sm" checked={hoverRow} onChange={(event) => setHoverRow(event.target.checked)} />}
        >
          hoverRow
        </Typography>
      </Stack>
      <Table stripe={stripe} hoverRow={hoverRow} aria-label="January averages">
        <caption>January averages in European capitals (°C and mm)</caption>
        <thead>
          <tr>
            <th scope="col">City</th>
            <th scope="col">High</th>
            <th scope="col">Low</th>
            <th scope="col">Rain</th>
          </tr>
        </thead>
        <tbody>
          {stations.map((row) => (
            <tr key={row.city}>
              <td>{row.city}</td>
              <td>{row.high}</td>
              <td>{row.low}</td>
              <td>{row.rain}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Stack>
  );
}
