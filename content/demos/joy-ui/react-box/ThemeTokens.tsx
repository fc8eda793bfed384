import type { ReactNode } from 'react';
import Box from '@mui/joy/Box';

const radii = ['xs', 'sm', 'md', 'lg', 'xl'];
const shadows = ['xs', 'sm', 'md', 'lg', 'xl'];
const colors = ['primary.softBg', 'primary.500', 'success.solidBg', 'warning.300', 'neutral.outlinedBorder', 'background.level2'];
const fontSizes = ['xs', 'sm', 'md', 'lg', 'xl', 'xl2'];

function Row({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
      <Box sx={{ width: 110, typography: 'title-sm' }}>{title}</Box>
      {children}
    </Box>
  );
}

export default function ThemeTokens() {
  return (
    <div>
      <Row title="borderRadius">
        {radii.map((radius) => (
          <Box
            key={radius}
            sx={{
              width: 56,
              height: 56,
              borderRadius: radius,
              bgcolor: 'primary.softBg',
              color: 'primary.softColor',
              display: 'grid',
              placeItems: 'center',
              typography: 'body-xs',
            }}
          >
            {radius}
          </Box>
        ))}
      </Row>
      <Row title="boxShadow">
        {shadows.map((shadow) => (
          <Box
            key={shadow}
            sx={{
              width: 56,
              height: 56,
              borderRadius: 'sm',
              boxShadow: shadow,
              bgcolor: 'background.surface',
              display: 'grid',
              placeItems: 'center',
              typography: 'body-xs',
            }}
          >
            {shadow}
          </Box>
        ))}
      </Row>
      <Row title="bgcolor">
        {colors.map((color) => (
          <Box key={color} sx={{ textAlign: 'center', typography: 'body-xs' }}>
            <Box sx={{ width: 56, height: 32, borderRadius: 'xs', bgcolor: color, mb: 0.5, mx: 'auto' }} />
            {color}
          </Box>
        ))}
      </Row>
      <Row title="fontSize">
        {fontSizes.map((size) => (
          <Box key={size} sx={{ fontSize: size, lineHeight: 'sm' }}>
            {size}
          </Box>
        ))}
      </Row>
    </div>
  );
}
