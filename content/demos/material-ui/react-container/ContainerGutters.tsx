import Box from '@mui/material/Box';
import Container from '@mui/material/Container';

function Strip({ label }: { label: string }) {
  return <Box sx={{ px: 1.5, py: 1.5, bgcolor: 'secondary.main', color: 'secondary.contrastText', borderRadius: 1 }}>{label}</Box>;
}

// The gray band is the container; the purple strip is its content.
export default function ContainerGutters() {
  return (
    <Box sx={{ width: '100%', display: 'grid', gap: 2 }}>
      <Container maxWidth="sm" sx={{ bgcolor: 'action.selected', py: 1 }}>
        <Strip label="Default gutters: padding on both sides" />
      </Container>
      <Container maxWidth="sm" disableGutters sx={{ bgcolor: 'action.selected', py: 1 }}>
        <Strip label="disableGutters: content touches the edges" />
      </Container>
    </Box>
  );
}
