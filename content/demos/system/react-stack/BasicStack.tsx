import { Box, Stack } from '@mui/system';

const steps = ['Cart reviewed', 'Shipping address', 'Payment'];

export default function BasicStack() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      {steps.map((step, index) => (
        <Box key={step} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
          <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
            {index + 1}.
          </Box>
          {step}
        </Box>
      ))}
    </Stack>
  );
}
