import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function SimpleMediaQuery() {
  const wide = useMediaQuery('(min-width:720px)');

  return (
    <Stack spacing={1} alignItems="center">
      <Chip color={wide ? 'success' : 'default'} label={`(min-width:720px) matches: ${wide}`} />
      <Typography variant="body2" color="text.secondary">
        {wide ? 'Showing the two-pane editor.' : 'Showing the single-pane editor.'}
      </Typography>
    </Stack>
  );
}
