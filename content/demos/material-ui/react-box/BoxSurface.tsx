import Box from '@mui/material/Box';

export default function BoxSurface() {
  return (
    <Box
      sx={{
        width: 280,
        p: 2.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        boxShadow: 1,
      }}
    >
      <Box sx={{ typography: 'overline', color: 'text.secondary' }}>Platform 4</Box>
      <Box sx={{ typography: 'h5', fontWeight: 'bold', my: 0.5 }}>08:42 to Harborside</Box>
      <Box sx={{ display: 'inline-block', px: 1, py: 0.25, borderRadius: 1, bgcolor: 'success.main', color: 'success.contrastText' }}>
        On time
      </Box>
    </Box>
  );
}
