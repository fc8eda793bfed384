import Box from '@mui/material/Box';
import Container from '@mui/material/Container';

function Strip({ label }: { label: string }) {
  return <Box sx={{ py: 1.5, bgcolor: 'secondary.main', color: 'secondary.contrastText', borderRadius: 1 }}>{label}</Box>;
}

export default function ContainerGutters() {
  return (
    <Box sx={{ width: '100%', display: 'grid', gap: 2, bgcolor: 'action.hover', py: 2, borderRadius: 2 }}>
      <Container maxWidth="sm">
        <Strip label="Default gutters: padding on both sides" />
      </Container>
      <Container maxWidth="sm" disableGutters>
        <Strip label="disableGutters: content touches the edges" />
      </Container>
    </Box>
  );
}
