import { Box, Container, Stack, useTheme } from '@mui/system';

function Band({ disableGutters }: { disableGutters: boolean }) {
  return (
    <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden' }}>
      <Container maxWidth="sm" disableGutters={disableGutters} sx={{ bgcolor: 'action.selected' }}>
        <Box sx={{ p: 1.5, bgcolor: 'background.paper', fontSize: 14 }}>
          {disableGutters ? 'disableGutters: content touches the container edges' : 'Default gutters'}
        </Box>
      </Container>
    </Box>
  );
}

export default function ContainerGutters() {
  const theme = useTheme();
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Band disableGutters={false} />
      <Band disableGutters />
      <Box sx={{ fontSize: 13, color: 'text.secondary' }}>
        Gutters in this theme: {theme.spacing(2)} on each side, {theme.spacing(3)} from the sm breakpoint ({theme.breakpoints.values.sm}px)
        up.
      </Box>
    </Stack>
  );
}
