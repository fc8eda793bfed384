import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

const variants = ['outlined', 'plain', 'soft', 'solid'] as const;
const colors = ['primary', 'neutral', 'success', 'warning', 'danger'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

function Units({ label, ...props }: { label: string } & Omit<React.ComponentProps<typeof ToggleButtonGroup>, 'value' | 'onChange'>) {
  const [unit, setUnit] = React.useState<string | null>('metric');
  return (
    <ToggleButtonGroup {...props} value={unit} onChange={(_event, value) => setUnit(value)} aria-label={label}>
      <Button value="metric">Metric</Button>
      <Button value="imperial">Imperial</Button>
    </ToggleButtonGroup>
  );
}

export default function ToggleButtonAppearance() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
        {variants.map((variant) => (
          <Units key={variant} variant={variant} label={`Units, ${variant} variant`} />
        ))}
      </Stack>
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
        {colors.map((color) => (
          <Units key={color} color={color} variant="soft" label={`Units, ${color} color`} />
        ))}
      </Stack>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        {sizes.map((size) => (
          <Units key={size} size={size} label={`Units, size ${size}`} />
        ))}
      </Stack>
    </Stack>
  );
}
