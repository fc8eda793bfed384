import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function DiscreteSlider() {
  return (
    <Box sx={{ maxWidth: 320 }}>
      <Typography id="guests-label" gutterBottom>
        Number of guests
      </Typography>
      <Slider aria-labelledby="guests-label" defaultValue={4} step={1} marks min={1} max={10} valueLabelDisplay="auto" />
      <Typography id="tip-label" gutterBottom>
        Tip
      </Typography>
      <Slider
        aria-labelledby="tip-label"
        defaultValue={15}
        step={5}
        min={0}
        max={25}
        valueLabelDisplay="on"
        valueLabelFormat={(value) => `${value}%`}
        getAriaValueText={(value) => `${value} percent`}
        color="secondary"
        size="small"
      />
    </Box>
  );
}
