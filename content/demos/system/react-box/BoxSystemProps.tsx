import { Box, Stack } from '@mui/system';

export default function BoxSystemProps() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box flex={1} p={2} border={1} borderColor="divider" borderRadius={2} bgcolor="background.paper">
        <Box fontSize={12} fontWeight="bold" color="text.secondary">
          System props
        </Box>
        <Box component="code" display="block" mt={1} fontSize={13} color="text.primary">
          {'<Box p={2} border={1} borderRadius={2} />'}
        </Box>
      </Box>
      <Box sx={{ flex: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
        <Box sx={{ fontSize: 12, fontWeight: 'bold', color: 'text.secondary' }}>sx</Box>
        <Box component="code" sx={{ display: 'block', mt: 1, fontSize: 13, color: 'text.primary' }}>
          {'<Box sx={{ p: 2, border: 1, borderRadius: 2 }} />'}
        </Box>
      </Box>
    </Stack>
  );
}
