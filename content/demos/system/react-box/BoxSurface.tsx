import { Box } from '@mui/system';

export default function BoxSurface() {
  return (
    <Box
      sx={{
        width: '100%',
        maxWidth: 420,
        p: 2.5,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        boxShadow: 1,
      }}
    >
      <Box sx={{ typography: 'overline', color: 'text.secondary' }}>Order 48213</Box>
      <Box sx={{ typography: 'h6', color: 'text.primary', mt: 0.5 }}>Out for delivery</Box>
      <Box sx={{ typography: 'body2', color: 'text.secondary', mt: 1 }}>
        Two ceramic mugs and a pour-over kettle, arriving in Portland today between 2 and 5 pm.
      </Box>
      <Box
        sx={{
          display: 'inline-block',
          mt: 2,
          px: 1,
          py: 0.25,
          borderRadius: 1,
          fontSize: 12,
          fontWeight: 'bold',
          bgcolor: 'success.main',
          color: 'success.contrastText',
        }}
      >
        On time
      </Box>
    </Box>
  );
}
