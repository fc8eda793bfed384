import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const labels: string[] = ['Primary', 'Secondary', 'Success'];
const colors = ['primary', 'secondary', 'success'] as const;

export default function ThemedChips() {
  return (
    <Stack direction="row" spacing={1}>
      {labels.map((label, index) => (
        <Chip key={label} label={label} color={colors[index]} variant={index === 0 ? 'filled' : 'outlined'} />
      ))}
    </Stack>
  );
}
