import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PaperVariants() {
  return (
    <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap">
      <Paper variant="outlined" sx={{ width: 140, height: 100, p: 2 }}>
        <Typography variant="body2">Outlined</Typography>
      </Paper>
      <Paper variant="outlined" square sx={{ width: 140, height: 100, p: 2 }}>
        <Typography variant="body2">Outlined, square</Typography>
      </Paper>
      <Paper elevation={3} square sx={{ width: 140, height: 100, p: 2 }}>
        <Typography variant="body2">Elevation 3, square</Typography>
      </Paper>
    </Stack>
  );
}
