import Box from '@mui/joy/Box';
import Switch from '@mui/joy/Switch';

const colors = ['primary', 'neutral', 'success', 'warning', 'danger'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

export default function SwitchColorsAndSizes() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Switch key={color} color={color} defaultChecked slotProps={{ input: { 'aria-label': `${color} switch` } }} />
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        {sizes.map((size) => (
          <Switch key={size} size={size} defaultChecked slotProps={{ input: { 'aria-label': `Switch of size ${size}` } }} />
        ))}
      </Box>
    </Box>
  );
}
