import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

const marks = [
  { value: 0, label: 'Off' },
  { value: 18, label: '18°' },
  { value: 21, label: '21°' },
  { value: 24, label: '24°' },
  { value: 30, label: 'Max' },
];

export default function CustomMarksSlider() {
  return (
    <Box sx={{ maxWidth: 360, px: 2 }}>
      <Slider
        aria-label="Thermostat preset"
        defaultValue={21}
        min={0}
        max={30}
        step={null}
        marks={marks}
        valueLabelDisplay="auto"
        getAriaValueText={(value) => (value === 0 ? 'Heating off' : `${value} degrees Celsius`)}
      />
    </Box>
  );
}
