import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];
const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function VariantsByColor() {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto repeat(5, minmax(96px, 1fr))',
          gap: 1.5,
          alignItems: 'center',
          minWidth: 600,
        }}
      >
        <span />
        {colors.map((color) => (
          <Typography key={color} level="body-xs" sx={{ textAlign: 'center' }}>
            {color}
          </Typography>
        ))}
        {variants.map((variant) => (
          <Box key={variant} sx={{ display: 'contents' }}>
            <Typography level="title-sm" component="code" sx={{ pr: 1 }}>
              {variant}
            </Typography>
            {colors.map((color) => (
              <Button key={color} variant={variant} color={color} size="sm">
                Confirm
              </Button>
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
