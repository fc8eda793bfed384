import Box from '@mui/material/Box';
import Container from '@mui/material/Container';

export default function FluidContainer() {
  return (
    <Box sx={{ width: '100%', py: 2, bgcolor: 'action.hover', borderRadius: 2 }}>
      <Container maxWidth="sm">
        <Box sx={{ p: 2, borderRadius: 1, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>
          <Box sx={{ typography: 'h6' }}>Reading column</Box>
          <Box sx={{ typography: 'body2', color: 'text.secondary' }}>
            This column grows with the screen until it reaches the sm breakpoint width (600px), then stays centered.
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
