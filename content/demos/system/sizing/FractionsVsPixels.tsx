import { Box, useTheme } from '@mui/system';

const widths: (number | string)[] = [1 / 4, 1 / 2, 2 / 3, 1, 120, 320, '50%', '12rem'];

function label(value: number | string) {
  if (typeof value === 'string') return `width: '${value}'`;
  const fractions: Record<string, string> = { [String(1 / 4)]: '1 / 4', [String(1 / 2)]: '1 / 2', [String(2 / 3)]: '2 / 3' };
  return `width: ${fractions[String(value)] ?? value}`;
}

export default function FractionsVsPixels() {
  const theme = useTheme();
  return (
    <Box component="ul" sx={{ display: 'grid', gap: 1.5, width: '100%', m: 0, p: 0, listStyle: 'none' }}>
      {widths.map((width) => {
        const resolved = theme.unstable_sx({ width }).width;
        return (
          <li key={String(width)}>
            <Box component="code" dir="ltr" sx={{ display: 'block', mb: 0.5, fontFamily: 'monospace', fontSize: '0.8125rem' }}>
              <strong>{label(width)}</strong>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {`  →  width: ${typeof resolved === 'number' ? `${resolved}px` : String(resolved)}`}
              </Box>
            </Box>
            <Box sx={{ height: 20, borderRadius: 0.5, bgcolor: 'action.hover' }}>
              <Box
                sx={{
                  width,
                  maxWidth: 1,
                  height: 1,
                  borderRadius: 0.5,
                  bgcolor: typeof width === 'number' && width <= 1 ? 'secondary.main' : 'warning.main',
                }}
              />
            </Box>
          </li>
        );
      })}
    </Box>
  );
}
