import * as React from 'react';
import { Box, Stack, unstable_defaultSxConfig, unstable_styleFunctionSx, useTheme } from '@mui/system';

const properties = Object.keys(unstable_defaultSxConfig);

const fieldSx = {
  font: 'inherit',
  fontSize: 14,
  px: 1,
  py: 0.75,
  minWidth: 160,
  color: 'text.primary',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
} as const;

// "2" and "-0.5" are numbers to the system; anything else stays a string.
function parseValue(text: string): string | number {
  const trimmed = text.trim();
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
}

export default function SxInspector() {
  const theme = useTheme();
  const [property, setProperty] = React.useState('px');
  const [value, setValue] = React.useState('2');
  const input = parseValue(value);
  const style = unstable_styleFunctionSx({ sx: { [property]: input }, theme });

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Box component="label" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, fontSize: 13, color: 'text.secondary' }}>
          Property
          <Box component="select" value={property} onChange={(event) => setProperty(event.target.value)} sx={fieldSx}>
            {properties.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Box>
        </Box>
        <Box component="label" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, fontSize: 13, color: 'text.secondary' }}>
          Value
          <Box component="input" value={value} onChange={(event) => setValue(event.target.value)} sx={fieldSx} />
        </Box>
      </Stack>
      <Box sx={{ fontSize: 13, color: 'text.secondary' }}>
        <Box component="code">
          sx={'{{'} {property}: {JSON.stringify(input)} {'}}'}
        </Box>{' '}
        becomes
      </Box>
      <Box
        component="pre"
        sx={{ m: 0, p: 1.5, fontSize: 13, overflowX: 'auto', bgcolor: 'action.hover', borderRadius: 1, color: 'text.primary' }}
      >
        {JSON.stringify(style, null, 2)}
      </Box>
    </Stack>
  );
}
