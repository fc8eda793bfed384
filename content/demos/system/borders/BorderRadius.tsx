import { Box, useTheme } from '@mui/system';

const values: (number | string)[] = [0, 0.5, 1, 2, 3, '50%', '4px 20px'];

export default function BorderRadius() {
  const theme = useTheme();
  const unit = theme.shape.borderRadius;
  return (
    <Box sx={{ width: '100%' }}>
      <Box component="p" sx={{ m: 0, mb: 2, color: 'text.secondary', fontSize: '0.875rem' }}>
        Each box is <code dir="ltr">{'<Box borderRadius={value} />'}</code>. This theme&apos;s <code dir="ltr">shape.borderRadius</code> is{' '}
        {unit}px.
      </Box>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2.5, m: 0, p: 0, listStyle: 'none' }}>
        {values.map((value) => {
          const resolved = theme.unstable_sx({ borderRadius: value }).borderRadius;
          return (
            <Box component="li" key={String(value)} sx={{ width: 96, textAlign: 'center' }}>
              <Box width={72} height={72} mx="auto" mb={1} bgcolor="primary.main" borderRadius={value} />
              <Box component="code" dir="ltr" sx={{ display: 'block', fontFamily: 'monospace', fontSize: '0.8125rem', fontWeight: 600 }}>
                {typeof value === 'number' ? `{${value}}` : `"${value}"`}
              </Box>
              <Box
                component="code"
                dir="ltr"
                sx={{ display: 'block', fontFamily: 'monospace', fontSize: '0.75rem', color: 'text.secondary' }}
              >
                {typeof resolved === 'number' ? `${resolved}px` : String(resolved)}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
