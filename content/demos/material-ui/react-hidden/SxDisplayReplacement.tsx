import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const range = { xs: '"xs"', sm: '"sm"', md: '"md"', lg: '"lg"', xl: '"xl"' };

export default function SxDisplayReplacement() {
  return (
    <Stack spacing={1} useFlexGap sx={{ width: '100%', maxWidth: 360 }}>
      <Typography variant="body2" color="text.secondary" sx={{ '&::after': { content: range } }}>
        Current range:{' '}
      </Typography>
      <Paper variant="outlined" sx={{ p: 1.5, display: { xs: 'none', sm: 'block' } }}>
        Hidden below 600px
      </Paper>
      <Paper variant="outlined" sx={{ p: 1.5, display: { md: 'none' } }}>
        Hidden from 900px up
      </Paper>
      <Paper variant="outlined" sx={{ p: 1.5, display: { xs: 'none', lg: 'block' } }}>
        Hidden below 1200px
      </Paper>
      <Paper variant="outlined" sx={{ p: 1.5, display: { sm: 'none', md: 'block', lg: 'none', xl: 'block' } }}>
        Hidden in the sm and lg ranges only
      </Paper>
    </Stack>
  );
}
