import type { CssVarsTheme } from '@mui/material/styles';
import { Box, useTheme } from '@mui/system';

const levels = [0, 1, 2, 4, 8, 16, 24];

export default function ShadowScale() {
  const theme = useTheme<CssVarsTheme>();
  return (
    <Box
      component="ul"
      display="grid"
      gridTemplateColumns="repeat(auto-fill, minmax(200px, 1fr))"
      gap={3}
      width="100%"
      m={0}
      p={1}
      sx={{ listStyle: 'none' }}
    >
      {levels.map((level) => (
        <li key={level}>
          {/* The boxShadow system prop picks theme.shadows[level]. */}
          <Box height={72} mb={1.5} borderRadius={1} bgcolor="background.paper" boxShadow={level} />
          <Box component="code" dir="ltr" display="block" fontFamily="monospace" fontSize="0.8125rem" fontWeight={600}>
            boxShadow={'{'}
            {level}
            {'}'}
          </Box>
          <Box
            component="code"
            dir="ltr"
            display="block"
            fontFamily="monospace"
            fontSize="0.6875rem"
            color="text.secondary"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {theme.shadows[level]}
          </Box>
        </li>
      ))}
    </Box>
  );
}
