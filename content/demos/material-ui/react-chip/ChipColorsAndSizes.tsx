import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const colors = ['default', 'primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

export default function ChipColorsAndSizes() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        {colors.map((color) => (
          <Chip key={color} label={color} color={color} />
        ))}
      </Stack>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        {colors.map((color) => (
          <Chip key={color} label={color} color={color} variant="outlined" size="small" />
        ))}
      </Stack>
    </Stack>
  );
}
