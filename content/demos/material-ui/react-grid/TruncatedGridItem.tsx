import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

const note = 'Remember to bring the signed delivery forms for the three pallets that arrive on Thursday morning.';

export default function TruncatedGridItem() {
  return (
    <Box sx={{ width: '100%', maxWidth: 420, p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Grid container wrap="nowrap" spacing={2} alignItems="center">
        <Grid item>
          <Avatar>RK</Avatar>
        </Grid>
        <Grid item xs zeroMinWidth>
          <Typography noWrap>{note}</Typography>
        </Grid>
      </Grid>
    </Box>
  );
}
