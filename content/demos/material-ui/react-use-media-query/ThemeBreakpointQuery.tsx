import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function ThemeBreakpointQuery() {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const isDesktop = useMediaQuery(theme.breakpoints.up('lg'));

  const layout = isPhone ? 'one column' : isDesktop ? 'three columns' : 'two columns';

  return (
    <Stack spacing={0.5} sx={{ textAlign: 'center' }}>
      <Typography variant="h6">The gallery would use {layout}</Typography>
      <Typography variant="body2" color="text.secondary">
        down(&apos;sm&apos;): {String(isPhone)} · up(&apos;lg&apos;): {String(isDesktop)}
      </Typography>
    </Stack>
  );
}
