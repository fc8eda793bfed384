import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';

const colors = ['primary', 'neutral', 'success', 'warning', 'danger'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

export default function CheckboxColorsAndSizes() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {colors.map((color) => (
          <Checkbox key={color} color={color} label={`color="${color}"`} defaultChecked />
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {sizes.map((size) => (
          <Checkbox key={size} size={size} label={`size="${size}"`} defaultChecked />
        ))}
      </Box>
    </Box>
  );
}
