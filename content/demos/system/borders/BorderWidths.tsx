import { Box, useTheme, type SystemStyleObject, type Theme } from '@mui/system';

const samples: { code: string; sx: SystemStyleObject<Theme> }[] = [
  { code: 'border: 1', sx: { border: 1 } },
  { code: 'border: 3', sx: { border: 3 } },
  { code: 'borderTop: 4', sx: { borderTop: 4 } },
  { code: 'borderLeft: 4', sx: { borderLeft: 4 } },
  { code: "border: '2px dashed'", sx: { border: '2px dashed' } },
  { code: 'outline: 2, outlineOffset: 3', sx: { outline: 2, outlineOffset: 3 } },
];

// Writes the CSS the system produced, as a browser would read it.
function toCss(style: object) {
  return Object.entries(style)
    .map(([key, value]) => `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${typeof value === 'number' ? `${value}px` : value};`)
    .join(' ');
}

export default function BorderWidths() {
  const theme = useTheme();
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
        gap: 2,
        width: '100%',
        m: 0,
        p: 0,
        listStyle: 'none',
      }}
    >
      {samples.map((sample) => (
        <li key={sample.code}>
          <Box sx={[{ height: 64, mb: 1, bgcolor: 'action.hover', color: 'text.primary' }, sample.sx]} />
          <Box component="code" dir="ltr" sx={{ display: 'block', fontFamily: 'monospace', fontSize: '0.8125rem', fontWeight: 600 }}>
            {sample.code}
          </Box>
          <Box component="code" dir="ltr" sx={{ display: 'block', fontFamily: 'monospace', fontSize: '0.75rem', color: 'text.secondary' }}>
            {toCss(theme.unstable_sx(sample.sx))}
          </Box>
        </li>
      ))}
    </Box>
  );
}
