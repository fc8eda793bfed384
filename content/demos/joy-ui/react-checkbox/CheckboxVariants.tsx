import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function CheckboxVariants() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', gap: 2, columnGap: 4 }}>
      {variants.map((variant) => [
        <Checkbox key={`${variant}-on`} variant={variant} label={`${variant}, checked`} defaultChecked />,
        <Checkbox key={`${variant}-off`} variant={variant} label={`${variant}, unchecked`} />,
      ])}
    </Box>
  );
}
