import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

// 0 to 180 minutes, shown as hours and minutes.
function formatDuration(minutes: number) {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

export default function ValueLabelSlider() {
  return (
    <Box sx={{ width: 340, display: 'flex', flexDirection: 'column', gap: 4 }}>
      <div>
        <Typography id="timer-label" level="title-sm" sx={{ mb: 4 }}>
          Sleep timer (label always visible)
        </Typography>
        <Slider
          defaultValue={45}
          min={0}
          max={180}
          step={15}
          valueLabelDisplay="on"
          valueLabelFormat={formatDuration}
          getAriaValueText={formatDuration}
          aria-labelledby="timer-label"
        />
      </div>
      <div>
        <Typography id="opacity-label" level="title-sm">
          Layer opacity (label on hover and focus)
        </Typography>
        <Slider
          defaultValue={0.8}
          min={0}
          max={1}
          step={0.05}
          valueLabelDisplay="auto"
          valueLabelFormat={(value) => `${Math.round(value * 100)}%`}
          getAriaValueText={(value) => `${Math.round(value * 100)} percent`}
          aria-labelledby="opacity-label"
        />
      </div>
    </Box>
  );
}
