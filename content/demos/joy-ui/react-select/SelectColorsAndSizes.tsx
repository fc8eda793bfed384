import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';

const colors = ['neutral', 'primary', 'success', 'warning', 'danger'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

function Languages() {
  return (
    <>
      <Option value="en">English</Option>
      <Option value="es">Español</Option>
      <Option value="pt">Português</Option>
      <Option value="ja">日本語</Option>
    </>
  );
}

export default function SelectColorsAndSizes() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ width: '100%', maxWidth: 600 }}>
      <Stack spacing={1.5} sx={{ flex: 1 }}>
        {colors.map((color) => (
          <Select key={color} color={color} variant="soft" defaultValue="en" aria-label={`Language, ${color} color`}>
            <Languages />
          </Select>
        ))}
      </Stack>
      <Stack spacing={1.5} sx={{ flex: 1 }}>
        {sizes.map((size) => (
          <Select key={size} size={size} defaultValue="es" aria-label={`Language, size ${size}`}>
            <Languages />
          </Select>
        ))}
      </Stack>
    </Stack>
  );
}
