import Hidden from '@mui/material/Hidden';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

export default function HiddenCssBreakpoints() {
  return (
    <Stack spacing={1} useFlexGap sx={{ width: '100%', maxWidth: 360 }}>
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
      <Hidden implementation="css" only={['sm', 'lg']}>
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          only sm and lg: hidden in those two ranges
        </Paper>
      </Hidden>
    </Stack>
  );
}
