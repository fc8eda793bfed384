import { Box, Stack } from '@mui/system';

const stats = [
  { label: 'Visitors', value: '18,240' },
  { label: 'Sign-ups', value: '1,032' },
  { label: 'Conversion', value: '5.7%' },
];

export default function ResponsiveStack() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2, md: 4 }} sx={{ width: '100%' }}>
      {stats.map((stat) => (
        <Box key={stat.label} sx={{ flex: 1, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
          <Box sx={{ fontSize: 13, color: 'text.secondary' }}>{stat.label}</Box>
          <Box sx={{ fontSize: 24, fontWeight: 'bold', color: 'text.primary' }}>{stat.value}</Box>
        </Box>
      ))}
    </Stack>
  );
}
