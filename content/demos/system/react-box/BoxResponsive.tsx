import { Box } from '@mui/system';

export default function BoxResponsive() {
  return (
    <Box
      sx={{
        width: '100%',
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: { xs: 1.5, sm: 2.5 },
        p: { xs: 2, md: 3 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box
        aria-hidden
        sx={{
          flexShrink: 0,
          width: { xs: 48, md: 64 },
          height: { xs: 48, md: 64 },
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 'bold',
          fontSize: { xs: 18, md: 24 },
        }}
      >
        AK
      </Box>
      <Box sx={{ flexGrow: 1 }}>
        <Box sx={{ typography: 'subtitle1', fontWeight: 'bold' }}>Amara Koh</Box>
        <Box sx={{ typography: 'body2', color: 'text.secondary' }}>Product designer, Singapore</Box>
      </Box>
      <Box sx={{ display: { xs: 'none', md: 'block' }, typography: 'body2', color: 'text.secondary', maxWidth: 220 }}>
        Works on checkout flows and design tokens; replies within a day.
      </Box>
    </Box>
  );
}
