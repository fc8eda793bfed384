import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const marks = [
  { value: 0, label: '0 GB' },
  { value: 50, label: '50 GB' },
  { value: 100, label: '100 GB' },
];

export default function TrackSlider() {
  return (
    <Box sx={{ width: '100%', maxWidth: 320, px: 1 }}>
      <Typography id="track-normal-label" variant="body2" gutterBottom>
        Storage used (normal track)
      </Typography>
      <Slider defaultValue={30} marks={marks} aria-labelledby="track-normal-label" />
      <Typography id="track-inverted-label" variant="body2" gutterBottom>
        Keep free at least (inverted track)
      </Typography>
      <Slider track="inverted" defaultValue={20} marks={marks} aria-labelledby="track-inverted-label" />
      <Typography variant="body2" gutterBottom>
        Alert thresholds (no track)
      </Typography>
      <Slider track={false} defaultValue={[60, 80, 95]} marks={marks} getAriaLabel={(index) => `Alert threshold ${index + 1}`} />
    </Box>
  );
}
