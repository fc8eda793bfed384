import { extendTheme } from '@mui/joy/styles';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const palettes = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
const shades = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;

// The scales are the same in both color schemes, so the light one is enough for the labels.
const { palette } = extendTheme().colorSchemes.light;

export default function DefaultPalettes() {
  return (
    <Box tabIndex={0} role="region" aria-label="Default palette scales, scrollable" sx={{ overflowX: 'auto' }}>
      <Box
        role="table"
        aria-label="Default palette scales"
        sx={{ display: 'grid', gridTemplateColumns: '5.5rem repeat(10, minmax(3.25rem, 1fr))', gap: 0.5, minWidth: 620 }}
      >
        <div role="row" style={{ display: 'contents' }}>
          <span role="columnheader" />
          {shades.map((shade) => (
            <Typography key={shade} role="columnheader" level="body-xs" sx={{ textAlign: 'center' }}>
              {shade}
            </Typography>
          ))}
        </div>
        {palettes.map((color) => (
          <div key={color} role="row" style={{ display: 'contents' }}>
            <Typography role="rowheader" level="title-sm" sx={{ alignSelf: 'center' }}>
              {color}
            </Typography>
            {shades.map((shade) => (
              <Box
                key={shade}
                role="cell"
                title={`--joy-palette-${color}-${shade}`}
                sx={{
                  height: 44,
                  borderRadius: 'xs',
                  bgcolor: `${color}.${shade}`,
                  color: Number(shade) < 500 ? 'neutral.900' : 'common.white',
                  display: 'flex',
                  alignItems: 'flex-end',
                  justifyContent: 'center',
                  pb: 0.25,
                  fontFamily: 'code',
                  fontSize: '0.625rem',
                }}
              >
                {palette[color][shade].replace('#', '')}
              </Box>
            ))}
          </div>
        ))}
      </Box>
    </Box>
  );
}
