import Box from '@mui/material/Box';
import Typography, { TypographyProps } from '@mui/material/Typography';

const variants: NonNullable<TypographyProps['variant']>[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
];

export default function TypeScale() {
  return (
    <Box sx={{ width: '100%', display: 'grid', gridTemplateColumns: '88px 1fr', alignItems: 'baseline', columnGap: 2 }}>
      {variants.map((variant) => (
        <Box key={variant} sx={{ display: 'contents' }}>
          <Typography variant="caption" color="text.secondary" component="code">
            {variant}
          </Typography>
          {/* component="div" keeps this specimen out of the page's heading outline. */}
          <Typography variant={variant} component="div" noWrap>
            Quiet harbors
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
