import * as React from 'react';
import type { CssVarsTheme } from '@mui/material/styles';
import { Box, styled } from '@mui/system';

// 3. styled(): the look gets a name and can be reused. This site's theme keeps
// its colors in CSS variables (theme.vars), so they follow light and dark mode;
// with a theme that has no variables, read theme.palette instead.
const StatusPill = styled('span')(({ theme }) => {
  const { palette } = (theme as CssVarsTheme).vars;
  return {
    display: 'inline-flex',
    padding: theme.spacing(0.5, 1.5),
    borderRadius: 999,
    border: '1px solid',
    borderColor: palette.secondary.main,
    color: palette.secondary.main,
    fontWeight: 600,
    fontSize: '0.875rem',
  };
});

const ways: { api: string; code: string; pill: React.ReactNode }[] = [
  {
    api: 'The sx prop',
    code: "sx={{ px: 1.5, py: 0.5, color: 'secondary.main' }}",
    // 1. The sx prop: one style object, with theme lookups.
    pill: (
      <Box
        component="span"
        sx={{
          display: 'inline-flex',
          px: 1.5,
          py: 0.5,
          borderRadius: 999,
          border: 1,
          borderColor: 'secondary.main',
          color: 'secondary.main',
          fontWeight: 600,
          fontSize: '0.875rem',
        }}
      >
        Order shipped
      </Box>
    ),
  },
  {
    api: 'System props',
    code: 'px={1.5} py={0.5} color="secondary.main"',
    // 2. System props: the same keys, written as props of Box.
    pill: (
      <Box
        component="span"
        display="inline-flex"
        px={1.5}
        py={0.5}
        borderRadius={999}
        border={1}
        borderColor="secondary.main"
        color="secondary.main"
        fontWeight={600}
        fontSize="0.875rem"
      >
        Order shipped
      </Box>
    ),
  },
  {
    api: 'styled()',
    code: 'padding: theme.spacing(0.5, 1.5)',
    pill: <StatusPill>Order shipped</StatusPill>,
  },
];

export default function ThreeWays() {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) auto' },
        alignItems: 'center',
        columnGap: 4,
        rowGap: 2,
        m: 0,
      }}
    >
      {ways.map((way) => (
        <React.Fragment key={way.api}>
          <Box component="dt" sx={{ typography: 'subtitle2' }}>
            {way.api}
            <Box
              component="code"
              dir="ltr"
              sx={{ display: 'block', fontFamily: 'monospace', fontSize: '0.8125rem', color: 'text.secondary' }}
            >
              {way.code}
            </Box>
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            {way.pill}
          </Box>
        </React.Fragment>
      ))}
    </Box>
  );
}
