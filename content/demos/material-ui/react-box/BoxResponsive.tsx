import Box from '@mui/material/Box';

export default function BoxResponsive() {
  return (
    <Box
      sx={{
        width: '100%',
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: { xs: 1, sm: 3 },
        p: { xs: 1.5, md: 3 },
        borderRadius: 2,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <Box sx={{ flexShrink: 0, width: { xs: '100%', sm: 96 }, height: 64, borderRadius: 1, bgcolor: 'primary.dark' }} />
      <Box sx={{ flexGrow: 1 }}>
        <Box sx={{ typography: 'subtitle1', fontWeight: 'bold' }}>Season pass</Box>
        <Box sx={{ typography: 'body2', opacity: 0.85 }}>Stacked on narrow screens, side by side from the sm breakpoint.</Box>
      </Box>
      <Box sx={{ typography: 'h6', display: { xs: 'none', md: 'block' } }}>€49</Box>
    </Box>
  );
}
