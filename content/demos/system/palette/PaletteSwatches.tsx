import type { CssVarsTheme } from '@mui/material/styles';
import { Box, getPath, useTheme } from '@mui/system';

const paths = [
  'primary.main',
  'primary.light',
  'primary.dark',
  'secondary.main',
  'error.main',
  'warning.main',
  'info.main',
  'success.main',
  'text.primary',
  'text.secondary',
  'background.default',
  'background.paper',
  'divider',
  'grey.500',
];

const cellSx = {
  px: 1,
  py: 0.75,
  borderBottom: 1,
  borderColor: 'divider',
  textAlign: 'start',
  fontFamily: 'monospace',
  fontSize: '0.8125rem',
} as const;

export default function PaletteSwatches() {
  // This site's theme has a palette per color scheme; sx itself writes CSS variables.
  const theme = useTheme<CssVarsTheme>();
  const schemes = theme.colorSchemes;
  return (
    <Box
      role="region"
      aria-label="Palette colors"
      tabIndex={0}
      sx={{ width: '100%', overflowX: 'auto', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
    >
      <Box component="table" sx={{ width: '100%', minWidth: 520, borderCollapse: 'collapse' }}>
        <caption style={{ captionSide: 'bottom', textAlign: 'start', paddingTop: 8, fontSize: '0.8125rem' }}>
          Each swatch is drawn with <code dir="ltr">{'sx={{ bgcolor: path }}'}</code>; the light and dark columns are read from the theme.
        </caption>
        <thead>
          <tr>
            {['Swatch', 'Path', 'CSS written by sx', 'Light', 'Dark'].map((heading) => (
              <Box component="th" key={heading} scope="col" sx={{ ...cellSx, fontFamily: 'inherit', fontWeight: 600 }}>
                {heading}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {paths.map((path) => (
            <tr key={path}>
              <Box component="td" sx={cellSx}>
                <Box sx={{ width: 40, height: 24, borderRadius: 0.5, border: 1, borderColor: 'divider', bgcolor: path }} />
              </Box>
              <Box component="th" scope="row" sx={{ ...cellSx, fontWeight: 600 }}>
                {path}
              </Box>
              <Box component="td" sx={{ ...cellSx, color: 'text.secondary' }}>
                {String(theme.unstable_sx({ bgcolor: path }).backgroundColor)}
              </Box>
              <Box component="td" sx={cellSx}>
                {String(getPath(schemes.light.palette, path))}
              </Box>
              <Box component="td" sx={cellSx}>
                {String(getPath(schemes.dark.palette, path))}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
