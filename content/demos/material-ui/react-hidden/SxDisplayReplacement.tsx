import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

export default function SxDisplayReplacement() {
  return (
    <Stack spacing={1} useFlexGap sx={{ width: '100%', maxWidth: 360 }}>
      <Paper variant="outlined" sx={{ p: 1.5, display: { xs: 'none', sm: 'block' } }}>
        Hidden below 600px
      </Paper>
      <Paper variant="outlined" sx={{ p: 1.5, display: { md: 'none' } }}>
        Hidden from 900px up
      </Paper>
      <Paper variant="outlined" sx={{ p: 1.5, display: { sm: 'none', md: 'block', lg: 'none', xl: 'block' } }}>
        Hidden in the sm and lg ranges only
      </Paper>
    </Stack>
  );
}
