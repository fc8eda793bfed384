import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import type { ColorPaletteProp } from '@mui/joy/styles';

const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function LinkColors() {
  return (
    <Stack spacing={1.5}>
      {(['soft', undefined] as const).map((variant) => (
        <Stack key={variant ?? 'text'} direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {colors.map((color) => (
            <Link key={color} href={`#${color}`} color={color} variant={variant}>
              {color}
            </Link>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
