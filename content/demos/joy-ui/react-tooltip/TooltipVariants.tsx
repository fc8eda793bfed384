import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Tooltip from '@mui/joy/Tooltip';

const variants = ['plain', 'outlined', 'soft', 'solid'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function TooltipVariants() {
  return (
    <Stack spacing={1.5}>
      {variants.map((variant) => (
        <Stack key={variant} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {colors.map((color) => (
            <Tooltip key={color} title={`${variant} ${color} tooltip`} variant={variant} color={color} arrow describeChild>
              <Button variant="plain" color={color} size="sm">
                {variant} / {color}
              </Button>
            </Tooltip>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
