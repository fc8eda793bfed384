import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const hour = (value: number) => `${value}:00`;

export default function SwapSlider() {
  return (
    <Box sx={{ width: '100%', maxWidth: 320, pt: 4 }}>
      <Typography variant="body2" gutterBottom>
        Quiet hours (the thumbs cannot pass each other)
      </Typography>
      <Slider
        defaultValue={[9, 17]}
        min={0}
        max={24}
        disableSwap
        valueLabelDisplay="on"
        valueLabelFormat={hour}
        getAriaValueText={hour}
        getAriaLabel={(index) => (index === 0 ? 'Start of quiet hours' : 'End of quiet hours')}
      />
    </Box>
  );
}
