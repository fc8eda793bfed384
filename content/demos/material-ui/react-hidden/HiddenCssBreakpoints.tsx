import Hidden from '@mui/material/Hidden';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const range = { xs: '"xs"', sm: '"sm"', md: '"md"', lg: '"lg"', xl: '"xl"' };

export default function HiddenCssBreakpoints() {
  return (
    <Stack spacing={1} useFlexGap sx={{ width: '100%', maxWidth: 360 }}>
      <Typography variant="body2" color="text.secondary" sx={{ '&::after': { content: range } }}>
        Current range:{' '}
      </Typography>
      <Hidden implementation="css" smDown>
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          smDown: hidden below 600px
        </Paper>
      </Hidden>
      <Hidden implementation="css" mdUp>
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          mdUp: hidden from 900px up
        </Paper>
      </Hidden>
      <Hidden implementation="css" lgDown>
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          lgDown: hidden below 1200px
        </Paper>
      </Hidden>
      <Hidden implementation="css" only={['sm', 'lg']}>
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          only sm and lg: hidden in those two ranges
        </Paper>
      </Hidden>
    </Stack>
  );
}
