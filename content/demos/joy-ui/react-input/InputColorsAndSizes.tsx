import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

const colors = ['neutral', 'primary', 'success', 'warning', 'danger'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

export default function InputColorsAndSizes() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ width: '100%', maxWidth: 600 }}>
      <Stack spacing={1.5} sx={{ flex: 1 }}>
        {colors.map((color) => (
          <Input key={color} color={color} variant="soft" placeholder={`color="${color}"`} aria-label={`Input with the ${color} color`} />
        ))}
      </Stack>
      <Stack spacing={1.5} sx={{ flex: 1 }}>
        {sizes.map((size) => (
          <Input key={size} size={size} placeholder={`size="${size}"`} aria-label={`Input of size ${size}`} />
        ))}
      </Stack>
    </Stack>
  );
}
