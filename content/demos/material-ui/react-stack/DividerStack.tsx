import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';

const stats: { label: string; value: string }[] = [
  { label: 'Distance', value: '12.4 km' },
  { label: 'Climb', value: '310 m' },
  { label: 'Time', value: '1 h 05' },
];

export default function DividerStack() {
  return (
    <Stack direction="row" spacing={2} divider={<Divider orientation="vertical" flexItem />}>
      {stats.map((stat) => (
        <Box key={stat.label} sx={{ textAlign: 'center', minWidth: 72 }}>
          <Box sx={{ typography: 'h6' }}>{stat.value}</Box>
          <Box sx={{ typography: 'caption', color: 'text.secondary' }}>{stat.label}</Box>
        </Box>
      ))}
    </Stack>
  );
}
