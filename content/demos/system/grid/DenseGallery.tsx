import { Box } from '@mui/system';

const photos = [
  { title: 'Harbor at dawn', span: { gridColumn: 'span 2', gridRow: 'span 2' } },
  { title: 'Fish market', span: {} },
  { title: 'Lighthouse', span: { gridRow: 'span 2' } },
  { title: 'Old town steps', span: { gridColumn: 'span 2' } },
  { title: 'Ferry terminal', span: {} },
  { title: 'Sea wall', span: {} },
  { title: 'Night tram', span: { gridColumn: 'span 2' } },
  { title: 'Bakery window', span: {} },
];

function describe(span: { gridColumn?: string; gridRow?: string }) {
  const parts = Object.entries(span).map(([key, value]) => `${key}: '${value}'`);
  return parts.length ? parts.join(', ') : 'no span';
}

export default function DenseGallery() {
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))',
        gridAutoRows: 88,
        gridAutoFlow: 'dense',
        gap: 1,
        width: '100%',
        m: 0,
        p: 0,
        listStyle: 'none',
      }}
    >
      {photos.map((photo, index) => (
        <Box
          component="li"
          key={photo.title}
          sx={{
            ...photo.span,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'flex-end',
            p: 1,
            borderRadius: 1,
            bgcolor: index % 2 ? 'action.selected' : 'secondary.main',
            color: index % 2 ? 'text.primary' : 'secondary.contrastText',
          }}
        >
          <Box sx={{ fontWeight: 600, fontSize: '0.875rem' }}>{photo.title}</Box>
          <Box component="code" dir="ltr" sx={{ fontFamily: 'monospace', fontSize: '0.6875rem' }}>
            {describe(photo.span)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
