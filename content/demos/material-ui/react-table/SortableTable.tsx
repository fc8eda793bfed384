import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';

const peaks = [
  { name: 'Mont Blanc', height: 4806, firstAscent: 1786 },
  { name: 'Zugspitze', height: 2962, firstAscent: 1820 },
  { name: 'Triglav', height: 2864, firstAscent: 1778 },
  { name: 'Grossglockner', height: 3798, firstAscent: 1800 },
  { name: 'Matterhorn', height: 4478, firstAscent: 1865 },
];

type Column = keyof (typeof peaks)[number];
const columns: { key: Column; label: string }[] = [
  { key: 'name', label: 'Peak' },
  { key: 'height', label: 'Height (m)' },
  { key: 'firstAscent', label: 'First ascent' },
];

export default function SortableTable() {
  const [orderBy, setOrderBy] = React.useState<Column>('height');
  const [order, setOrder] = React.useState<'asc' | 'desc'>('desc');

  const sortBy = (key: Column) => {
    setOrder(orderBy === key && order === 'asc' ? 'desc' : 'asc');
    setOrderBy(key);
  };

  const sign = order === 'asc' ? 1 : -1;
  const rows = [...peaks].sort((a, b) => (a[orderBy] < b[orderBy] ? -sign : a[orderBy] > b[orderBy] ? sign : 0));

  return (
    <TableContainer component={Paper}>
      <Table aria-label="Alpine peaks">
        <TableHead>
          <TableRow>
            {columns.map(({ key, label }) => (
              <TableCell key={key} align={key === 'name' ? 'left' : 'right'} sortDirection={orderBy === key ? order : false}>
                <TableSortLabel active={orderBy === key} direction={orderBy === key ? order : 'asc'} onClick={() => sortBy(key)}>
                  {label}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((peak) => (
            <TableRow key={peak.name} hover>
              {columns.map(({ key }) => (
                <TableCell key={key} align={key === 'name' ? 'left' : 'right'}>
                  {peak[key]}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
