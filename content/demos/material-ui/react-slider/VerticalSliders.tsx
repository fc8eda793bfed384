import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const bands = [
  { label: 'Bass', value: 60, disabled: false },
  { label: 'Mids', value: 45, disabled: false },
  { label: 'Treble', value: 70, disabled: false },
  { label: 'Reverb', value: 30, disabled: true },
];

export default function VerticalSliders() {
  return (
    <Stack direction="row" spacing={4}>
      {bands.map((band) => (
        <Stack key={band.label} alignItems="center" spacing={1} sx={{ height: 200 }}>
          <Slider
            orientation="vertical"
            defaultValue={band.value}
            aria-label={band.label}
            valueLabelDisplay="auto"
            disabled={band.disabled}
          />
          <Typography variant="caption">{band.label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
