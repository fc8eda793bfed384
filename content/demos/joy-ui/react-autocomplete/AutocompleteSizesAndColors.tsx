import Autocomplete from '@mui/joy/Autocomplete';
import Stack from '@mui/joy/Stack';

const units = ['Millimeters', 'Centimeters', 'Meters', 'Kilometers', 'Inches', 'Feet', 'Yards', 'Miles'];
const sizes = ['sm', 'md', 'lg'] as const;
const colors = ['neutral', 'primary', 'success', 'warning', 'danger'] as const;

export default function AutocompleteSizesAndColors() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ width: '100%', maxWidth: 600 }}>
      <Stack spacing={1.5} sx={{ flex: 1 }}>
        {sizes.map((size) => (
          <Autocomplete key={size} size={size} options={units} defaultValue="Meters" aria-label={`Unit, size ${size}`} />
        ))}
      </Stack>
      <Stack spacing={1.5} sx={{ flex: 1 }}>
        {colors.map((color) => (
          <Autocomplete
            key={color}
            color={color}
            variant="soft"
            options={units}
            placeholder={`color="${color}"`}
            aria-label={`Unit, ${color} color`}
          />
        ))}
      </Stack>
    </Stack>
  );
}
