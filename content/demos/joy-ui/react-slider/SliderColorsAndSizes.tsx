import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';

const colors = ['primary', 'neutral', 'success', 'warning', 'danger'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

export default function SliderColorsAndSizes() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, width: '100%', maxWidth: 600 }}>
      <Box sx={{ flex: '1 1 220px' }}>
        {colors.map((color, index) => (
          <Slider key={color} color={color} defaultValue={30 + index * 12} aria-label={`${color} slider`} />
        ))}
      </Box>
      <Box sx={{ flex: '1 1 220px' }}>
        {sizes.map((size) => (
          <Slider key={size} size={size} defaultValue={50} aria-label={`Slider of size ${size}`} />
        ))}
      </Box>
    </Box>
  );
}
