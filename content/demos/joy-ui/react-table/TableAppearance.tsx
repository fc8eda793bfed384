import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Table, { TableProps } from '@mui/joy/Table';

const plans = [
  { plan: 'Starter', seats: 3, storage: '10 GB', price: '$0' },
  { plan: 'Team', seats: 25, storage: '250 GB', price: '$49' },
  { plan: 'Business', seats: 100, storage: '2 TB', price: '$199' },
];

type Variant = NonNullable<TableProps['variant']>;
type Color = NonNullable<TableProps['color']>;
type Size = NonNullable<TableProps['size']>;
type BorderAxis = NonNullable<TableProps['borderAxis']>;

export default function TableAppearance() {
  const [variant, setVariant] = React.useState<Variant>('plain');
  const [color, setColor] = React.useState<Color>('neutral');
  const [size, setSize] = React.useState<Size>('md');
  const [borderAxis, setBorderAxis] = React.useState<BorderAxis>('xBetween');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FormControl size="sm">
          <FormLabel id="table-variant-label">variant</FormLabel>
          <Select
            value={variant}
            onChange={(_event, value) => value && setVariant(value)}
            slotProps={{ button: { 'aria-labelledby': 'table-variant-label' } }}
          >
            {(['plain', 'outlined', 'soft', 'solid'] as const).map((item) => (
              <Option key={item} value={item}>
                {item}
              </Option>
            ))}
          </Select>
        </FormControl>
        <FormControl size="sm">
          <FormLabel id="table-color-label">color</FormLabel>
          <Select
            value={color}
            onChange={(_event, value) => value && setColor(value)}
            slotProps={{ button: { 'aria-labelledby': 'table-color-label' } }}
          >
            {(['primary', 'neutral', 'danger', 'success', 'warning'] as const).map((item) => (
              <Option key={item} value={item}>
                {item}
              </Option>
            ))}
          </Select>
        </FormControl>
        <FormControl size="sm">
          <FormLabel id="table-size-label">size</FormLabel>
          <Select
            value={size}
            onChange={(_event, value) => value && setSize(value)}
            slotProps={{ button: { 'aria-labelledby': 'table-size-label' } }}
          >
            {(['sm', 'md', 'lg'] as const).map((item) => (
              <Option key={item} value={item}>
                {item}
              </Option>
            ))}
          </Select>
        </FormControl>
        <FormControl size="sm">
          <FormLabel id="table-border-label">borderAxis</FormLabel>
          <Select
            value={borderAxis}
            onChange={(_event, value) => value && setBorderAxis(value)}
            slotProps={{ button: { 'aria-labelledby': 'table-border-label' } }}
          >
            {(['none', 'x', 'xBetween', 'y', 'yBetween', 'both', 'bothBetween'] as const).map((item) => (
              <Option key={item} value={item}>
                {item}
              </Option>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <Sheet variant="plain" sx={{ p: 1, borderRadius: 'sm' }}>
        <Table variant={variant} color={color} size={size} borderAxis={borderAxis} aria-label="Subscription plans">
          <thead>
            <tr>
              <th scope="col">Plan</th>
              <th scope="col">Seats</th>
              <th scope="col">Storage</th>
              <th scope="col">Price per month</th>
            </tr>
          </thead>
          <tbody>
            {plans.map((row) => (
              <tr key={row.plan}>
                <td>{row.plan}</td>
                <td>{row.seats}</td>
                <td>{row.storage}</td>
                <td>{row.price}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Sheet>
    </Stack>
  );
}
