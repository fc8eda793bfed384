import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function LayoutTextFields() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap alignItems="flex-start">
        {(['none', 'dense', 'normal'] as const).map((margin) => (
          <Box key={margin} sx={{ border: 1, borderColor: 'divider', borderStyle: 'dashed', px: 1 }}>
            <TextField id={`street-${margin}`} label={`margin="${margin}"`} margin={margin} size="small" sx={{ width: 170 }} />
          </Box>
        ))}
      </Stack>
      <TextField id="shipping-address" label="Shipping address" fullWidth helperText="fullWidth fills the row" />
    </Stack>
  );
}
