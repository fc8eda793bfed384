import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export default function SectionBands() {
  return (
    <Box sx={{ width: '100%', borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
      <Box component="section" aria-labelledby="bands-hero" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 4 }}>
        <Container maxWidth="sm">
          <Typography id="bands-hero" variant="h5" component="h2">
            Community garden
          </Typography>
          <Typography>Plots open for the spring season on March 1.</Typography>
        </Container>
      </Box>
      <Box component="section" aria-labelledby="bands-rules" sx={{ bgcolor: 'background.paper', py: 4 }}>
        <Container maxWidth="sm">
          <Typography id="bands-rules" variant="h6" component="h2">
            How it works
          </Typography>
          <Typography color="text.secondary">Each household gets one plot and shares the tool shed.</Typography>
        </Container>
      </Box>
      <Container component="footer" maxWidth={false} sx={{ bgcolor: 'action.hover', py: 2, typography: 'body2' }}>
        Footer: a full-width container, with gutters only.
      </Container>
    </Box>
  );
}
