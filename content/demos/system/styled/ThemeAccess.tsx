import type { CssVarsTheme } from '@mui/material/styles';
import { Box, styled, useTheme } from '@mui/system';

// The style callback receives the theme: spacing, shape and breakpoints here.
const PlanCard = styled('article')(({ theme }) => ({
  maxWidth: 360,
  padding: theme.spacing(2),
  border: '1px solid',
  // This site's theme keeps colors in CSS variables (theme.vars), so they follow
  // light and dark mode; a theme without variables has them in theme.palette.
  borderColor: (theme as CssVarsTheme).vars.palette.divider,
  borderRadius: theme.shape.borderRadius,
  [theme.breakpoints.up('sm')]: {
    padding: theme.spacing(4),
  },
}));

const Price = styled('p')(({ theme }) => ({
  margin: theme.spacing(1, 0, 2),
  fontSize: '2rem',
  fontWeight: 600,
  color: (theme as CssVarsTheme).vars.palette.secondary.main,
}));

export default function ThemeAccess() {
  const theme = useTheme();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
      <PlanCard aria-label="Team plan">
        <Box component="p" sx={{ m: 0, fontWeight: 600 }}>
          Team plan
        </Box>
        <Price>€24 a month</Price>
        <Box component="p" sx={{ m: 0, color: 'text.secondary' }}>
          Up to 10 editors, shared libraries and version history.
        </Box>
      </PlanCard>
      <Box
        component="dl"
        dir="ltr"
        sx={{
          m: 0,
          fontFamily: 'monospace',
          fontSize: '0.8125rem',
          display: 'grid',
          gridTemplateColumns: 'auto auto',
          columnGap: 2,
          rowGap: 0.5,
        }}
      >
        <dt>theme.spacing(2)</dt>
        <Box component="dd" sx={{ m: 0, color: 'text.secondary' }}>
          {theme.spacing(2)}
        </Box>
        <dt>theme.spacing(4)</dt>
        <Box component="dd" sx={{ m: 0, color: 'text.secondary' }}>
          {theme.spacing(4)}
        </Box>
        <dt>theme.shape.borderRadius</dt>
        <Box component="dd" sx={{ m: 0, color: 'text.secondary' }}>
          {theme.shape.borderRadius}
        </Box>
        <dt>theme.breakpoints.up(&apos;sm&apos;)</dt>
        <Box component="dd" sx={{ m: 0, color: 'text.secondary' }}>
          {theme.breakpoints.up('sm')}
        </Box>
      </Box>
    </Box>
  );
}
