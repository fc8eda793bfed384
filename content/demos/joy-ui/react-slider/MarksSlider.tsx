import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

const temperatures = [
  { value: 16, label: '16°C' },
  { value: 20, label: '20°C' },
  { value: 24, label: '24°C' },
  { value: 28, label: '28°C' },
];

const speeds = [
  { value: 0, label: 'Off' },
  { value: 1, label: 'Low' },
  { value: 2, label: 'Medium' },
  { value: 3, label: 'High' },
  { value: 5, label: 'Turbo' },
];

export default function MarksSlider() {
  return (
    <Box sx={{ width: 340, px: 1.5, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <div>
        <Typography id="tenths-label" level="title-sm">
          Rating, in steps of 0.5
        </Typography>
        <Slider defaultValue={3.5} min={0} max={5} step={0.5} marks aria-labelledby="tenths-label" />
      </div>
      <div>
        <Typography id="thermostat-label" level="title-sm">
          Thermostat
        </Typography>
        <Slider
          defaultValue={21}
          min={16}
          max={28}
          marks={temperatures}
          valueLabelDisplay="auto"
          valueLabelFormat={(value) => `${value}°C`}
          getAriaValueText={(value) => `${value} degrees Celsius`}
          aria-labelledby="thermostat-label"
        />
      </div>
      <div>
        <Typography id="fan-label" level="title-sm">
          Fan speed
        </Typography>
        <Slider
          defaultValue={2}
          min={0}
          max={5}
          step={null}
          marks={speeds}
          getAriaValueText={(value) => speeds.find((speed) => speed.value === value)?.label ?? String(value)}
          aria-labelledby="fan-label"
        />
      </div>
    </Box>
  );
}
