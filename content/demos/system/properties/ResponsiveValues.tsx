import { Box, Stack, type SystemStyleObject, type Theme, unstable_styleFunctionSx, useTheme } from '@mui/system';

// The same responsive intent, written both ways: an object keyed by breakpoint, and an array in breakpoint order.
const asObject: SystemStyleObject<Theme> = { p: { xs: 1, sm: 2, md: 4 }, fontSize: { xs: 14, md: 18 } };
const asArray: SystemStyleObject<Theme> = { p: [1, 2, 4], fontSize: [14, null, 18] };

function Sample({ label, sx }: { label: string; sx: SystemStyleObject<Theme> }) {
  const theme = useTheme();
  return (
    <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
      <Box sx={{ fontSize: 13, fontWeight: 600, color: 'text.secondary' }}>{label}</Box>
      <Box sx={{ ...sx, bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 1 }}>Weekly planner</Box>
      <Box component="pre" sx={{ m: 0, p: 1.5, fontSize: 12, overflowX: 'auto', bgcolor: 'action.hover', borderRadius: 1 }}>
        {JSON.stringify(unstable_styleFunctionSx({ sx, theme }), null, 2)}
      </Box>
    </Stack>
  );
}

export default function ResponsiveValues() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Sample label="Object: { xs: 1, sm: 2, md: 4 }" sx={asObject} />
      <Sample label="Array: [1, 2, 4]" sx={asArray} />
    </Stack>
  );
}
