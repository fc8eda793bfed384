import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const statuses = [
  { color: 'primary', label: 'In review' },
  { color: 'neutral', label: 'Draft' },
  { color: 'danger', label: 'Overdue' },
  { color: 'success', label: 'Paid' },
  { color: 'warning', label: 'Partially paid' },
] as const;

const variants = ['plain', 'outlined', 'soft', 'solid'] as const;

export default function ChipColors() {
  return (
    <Stack spacing={1.5}>
      {variants.map((variant) => (
        <Stack key={variant} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography level="body-xs" sx={{ width: 64, fontFamily: 'code' }}>
            {variant}
          </Typography>
          {statuses.map(({ color, label }) => (
            <Chip key={color} variant={variant} color={color}>
              {label}
            </Chip>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
