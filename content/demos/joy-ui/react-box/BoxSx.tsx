import Box from '@mui/joy/Box';

export default function BoxSx() {
  return (
    <Box
      component="section"
      aria-label="Storage"
      sx={{
        p: 2,
        maxWidth: 360,
        border: '1px solid',
        borderColor: 'neutral.outlinedBorder',
        borderRadius: 'md',
        bgcolor: 'background.surface',
        boxShadow: 'sm',
        typography: 'body-sm',
        color: 'text.secondary',
      }}
    >
      <Box component="h3" sx={{ m: 0, mb: 0.5, typography: 'title-md', color: 'text.primary' }}>
        Storage
      </Box>
      38.2 GB of 50 GB used. Photos take the most space.
      <Box sx={{ mt: 1.5, height: 8, borderRadius: 'xl', bgcolor: 'neutral.softBg', overflow: 'hidden' }}>
        <Box sx={{ width: '76%', height: '100%', bgcolor: 'primary.solidBg' }} />
      </Box>
    </Box>
  );
}
