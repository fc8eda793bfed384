import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

// Reused three times, so it gets a name. `theme.vars` holds CSS variables when the app uses
// CSS theme variables (as this site does), which keeps the border right in dark mode.
const Stat = styled('div')(({ theme }) => ({
  padding: theme.spacing(1.5, 2),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${(theme.vars || theme).palette.divider}`,
  minWidth: 110,
  '& strong': { display: 'block', ...theme.typography.h6 },
}));

export default function BoxOrStyled() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <Stat>
        <strong>128</strong> visitors
      </Stat>
      <Stat>
        <strong>4.2%</strong> sign-ups
      </Stat>
      <Stat>
        <strong>3 min</strong> per visit
      </Stat>
      {/* A one-off style stays inline. */}
      <Box sx={{ px: 1.5, py: 0.5, borderRadius: 4, bgcolor: 'success.main', color: 'success.contrastText', typography: 'caption' }}>
        Up 12% this week
      </Box>
    </Box>
  );
}
