import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';

const colors = ['primary', 'neutral', 'success', 'warning', 'danger'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

export default function ButtonGroupColorsAndSizes() {
  return (
    <Stack spacing={2} alignItems="flex-start">
      {colors.map((color) => (
        <ButtonGroup key={color} color={color} variant="soft" aria-label={`${color} group`}>
          <Button>Day</Button>
          <Button>Week</Button>
          <Button>Month</Button>
        </ButtonGroup>
      ))}
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        {sizes.map((size) => (
          <ButtonGroup key={size} size={size} aria-label={`Size ${size} group`}>
            <Button>Cut</Button>
            <Button>Copy</Button>
            <Button>Paste</Button>
          </ButtonGroup>
        ))}
      </Stack>
    </Stack>
  );
}
