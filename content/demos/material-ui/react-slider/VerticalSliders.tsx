import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';

const bands = [
  { label: 'Bass', value: 60 },
  { label: 'Mids', value: 45 },
  { label: 'Treble', value: 70 },
];

export default function VerticalSliders() {
  return (
    <Stack direction="row" spacing={4} sx={{ height: 180 }}>
      {bands.map((band) => (
        <Slider key={band.label} orientation="vertical" defaultValue={band.value} aria-label={band.label} valueLabelDisplay="auto" />
      ))}
      <Slider orientation="vertical" defaultValue={30} aria-label="Reverb (locked)" disabled />
    </Stack>
  );
}
