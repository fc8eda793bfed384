import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar, { SnackbarProps } from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

const variants = ['plain', 'outlined', 'soft', 'solid'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function SnackbarVariants() {
  const [variant, setVariant] = React.useState<SnackbarProps['variant']>('soft');
  const [open, setOpen] = React.useState(false);
  const [color, setColor] = React.useState<SnackbarProps['color']>('neutral');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup size="sm" aria-label="Variant" value={variant} onChange={(_event, value) => value && setVariant(value)}>
        {variants.map((item) => (
          <Button key={item} value={item}>
            {item}
          </Button>
        ))}
      </ToggleButtonGroup>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {colors.map((item) => (
          <Button
            key={item}
            size="sm"
            variant="soft"
            color={item}
            onClick={() => {
              setColor(item);
              setOpen(true);
            }}
          >
            {item}
          </Button>
        ))}
      </Stack>
      <Snackbar role="status" variant={variant} color={color} open={open} autoHideDuration={3000} onClose={() => setOpen(false)}>
        variant=&quot;{variant}&quot;, color=&quot;{color}&quot;: 18 photos added to “Lisbon, May”.
      </Snackbar>
    </Stack>
  );
}
