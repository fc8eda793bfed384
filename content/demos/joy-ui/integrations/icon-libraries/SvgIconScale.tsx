import Stack from '@mui/joy/Stack';
import SvgIcon, { SvgIconProps } from '@mui/joy/SvgIcon';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp } from '@mui/joy/styles';

// A leaf drawn on SvgIcon's default 24 x 24 grid, filled with currentColor.
function LeafIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 20C4 10 10 4 20 4c0 10-6 16-16 16Zm2-2 8-8-1.4-1.4-8 8L6 18Z" />
    </SvgIcon>
  );
}

const fontSizes = ['sm', 'md', 'lg', 'xl', 'xl2', 'xl3', 'xl4'] as const;
const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function SvgIconScale() {
  return (
    <Stack spacing={3} alignItems="center">
      <Stack direction="row" spacing={2} alignItems="flex-end" flexWrap="wrap" useFlexGap>
        {fontSizes.map((fontSize) => (
          <Stack key={fontSize} alignItems="center" spacing={0.5}>
            <LeafIcon fontSize={fontSize} />
            <Typography level="body-xs">{fontSize}</Typography>
          </Stack>
        ))}
      </Stack>
      <Stack direction="row" spacing={2} alignItems="center">
        {colors.map((color) => (
          <LeafIcon key={color} color={color} size="lg" titleAccess={`Leaf icon in ${color}`} />
        ))}
      </Stack>
    </Stack>
  );
}
