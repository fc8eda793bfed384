import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// The theme's variants are plain style objects, so they can be spread into styled() too.
const Caption = styled('figcaption')(({ theme }) => ({
  ...theme.typography.caption,
}));

export default function TypographyOutsideTypography() {
  return (
    <Box>
      {/* variantMapping: the h5 look on an h2 element, without the component prop on every use. */}
      <Typography variant="h5" variantMapping={{ h5: 'h2' }} gutterBottom>
        Section title drawn as h5, written as h2
      </Typography>
      {/* The typography key of sx applies a whole variant to any element. */}
      <Box component="p" sx={{ typography: 'subtitle2', m: 0 }}>
        A paragraph in the subtitle2 style, through sx.
      </Box>
      <Box component="figure" sx={{ m: 0, mt: 2 }}>
        <Box
          role="img"
          aria-label="A blue gradient"
          sx={{ height: 48, borderRadius: 1, background: 'linear-gradient(90deg, #0d47a1, #4fc3f7)' }}
        />
        <Caption sx={{ color: 'text.secondary' }}>Figure 1. A caption styled with theme.typography.caption.</Caption>
      </Box>
    </Box>
  );
}
