import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function SliderVariants() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '80px 1fr', alignItems: 'center', columnGap: 2, width: '100%', maxWidth: 400 }}>
      {variants.map((variant) => [
        <Typography key={`${variant}-label`} level="body-sm">
          {variant}
        </Typography>,
        <Slider key={variant} variant={variant} defaultValue={60} aria-label={`${variant} slider`} />,
      ])}
    </Box>
  );
}
