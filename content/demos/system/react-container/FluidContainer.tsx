import { Box, Container } from '@mui/system';

export default function FluidContainer() {
  return (
    <Box component="section" aria-label="Newsletter" sx={{ width: '100%', bgcolor: 'action.hover', py: { xs: 2, md: 4 }, borderRadius: 1 }}>
      <Container maxWidth="sm">
        <Box sx={{ p: { xs: 2, sm: 3 }, bgcolor: 'background.paper', borderRadius: 2, border: 1, borderColor: 'divider' }}>
          <Box component="h3" sx={{ typography: 'h6', m: 0 }}>
            The Sunday bread letter
          </Box>
          <Box component="p" sx={{ typography: 'body2', color: 'text.secondary', mb: 0 }}>
            One recipe a week from a bakery in Lyon, with the flour ratios and timings that make it work at home.
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
