import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function DefaultMatchesQuery() {
  // Most visitors use a wide screen, so the server renders the wide version.
  const wide = useMediaQuery('(min-width:600px)', { defaultMatches: true });

  return (
    <Box sx={{ width: '100%', maxWidth: 360, textAlign: 'center' }}>
      <Button variant="contained" fullWidth={!wide}>
        {wide ? 'Continue to checkout' : 'Checkout'}
      </Button>
      <Box sx={{ mt: 1, typography: 'caption', color: 'text.secondary' }}>
        Server guess: wide. This browser: {wide ? 'wide' : 'narrow'}.
      </Box>
    </Box>
  );
}
