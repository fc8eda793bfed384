import { Box, Stack, ThemeProvider, type Theme } from '@mui/system';

// Three keys of our own, added to the configuration of the theme this demo runs in.
function withCustomKeys(outer: Theme): Theme {
  return {
    ...outer,
    unstable_sxConfig: {
      ...outer.unstable_sxConfig,
      // `size: 40` sets width and height at once.
      size: { cssProperty: false, transform: (value) => ({ width: value as number | string, height: value as number | string }) },
      // `lineClamp: 2` cuts text after two lines with an ellipsis.
      lineClamp: {
        cssProperty: false,
        transform: (lines) => ({
          display: '-webkit-box',
          WebkitBoxOrient: 'vertical',
          WebkitLineClamp: String(lines),
          overflow: 'hidden',
        }),
      },
      // `ring: 'primary.main'` looks the color up in the palette, then draws a 3px ring with it.
      ring: { themeKey: 'palette', cssProperty: false, transform: (color) => ({ boxShadow: `0 0 0 3px ${color}` }) },
    },
  };
}

export default function CustomSxProperties() {
  return (
    <ThemeProvider<Theme> theme={withCustomKeys}>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ width: '100%', maxWidth: 480 }}>
        <Box
          aria-hidden
          sx={{
            size: 48,
            flexShrink: 0,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontWeight: 'bold',
            ring: 'primary.light',
          }}
        >
          JM
        </Box>
        <Box>
          <Box sx={{ fontWeight: 'bold' }}>Joaquín Morales</Box>
          <Box sx={{ lineClamp: 2, fontSize: 14, color: 'text.secondary' }}>
            Runs the community garden on Calle Ocho, teaches composting on Saturday mornings and keeps the seed library stocked with
            tomatoes, chilies and three kinds of beans that grow well in the Miami heat.
          </Box>
        </Box>
      </Stack>
    </ThemeProvider>
  );
}
