import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

const colors = ['neutral', 'primary', 'success', 'warning', 'danger'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

export default function TextareaColorsAndSizes() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ width: '100%', maxWidth: 600 }}>
      <Stack spacing={1.5} sx={{ flex: 1 }}>
        {colors.map((color) => (
          <Textarea key={color} color={color} variant="soft" placeholder={`color="${color}"`} aria-label={`Notes, ${color} color`} />
        ))}
      </Stack>
      <Stack spacing={1.5} sx={{ flex: 1 }}>
        {sizes.map((size) => (
          <Textarea key={size} size={size} minRows={2} placeholder={`size="${size}"`} aria-label={`Notes, size ${size}`} />
        ))}
      </Stack>
    </Stack>
  );
}
