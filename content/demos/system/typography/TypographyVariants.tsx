import type { CssVarsTheme } from '@mui/material/styles';
import { Box, useTheme } from '@mui/system';

const variants = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'subtitle1', 'subtitle2', 'body1', 'body2', 'button', 'caption', 'overline'] as const;

export default function TypographyVariants() {
  const theme = useTheme<CssVarsTheme>();
  return (
    <Box component="ul" sx={{ width: '100%', m: 0, p: 0, listStyle: 'none' }}>
      {variants.map((variant) => {
        const style = theme.typography[variant];
        return (
          <Box
            component="li"
            key={variant}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '130px 1fr' },
              alignItems: 'baseline',
              columnGap: 2,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Box component="code" dir="ltr" sx={{ fontFamily: 'monospace', fontSize: '0.8125rem', color: 'text.secondary' }}>
              {`typography: '${variant}'`}
              <Box component="span" sx={{ display: 'block', fontSize: '0.75rem' }}>
                {`${style.fontSize} / ${style.fontWeight} / ${style.lineHeight}`}
              </Box>
            </Box>
            {/* The variant's styles on a plain paragraph: looks are separate from semantics. */}
            <Box component="p" sx={{ typography: variant, m: 0, overflowWrap: 'anywhere' }}>
              Northern lights over Tromsø
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
