import Box from '@mui/joy/Box';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function SwitchVariants() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'max-content repeat(2, 56px)', alignItems: 'center', gap: 2 }}>
      {variants.map((variant) => [
        <Typography key={`${variant}-label`} level="body-sm">
          {variant}
        </Typography>,
        <Switch key={`${variant}-on`} variant={variant} defaultChecked slotProps={{ input: { 'aria-label': `${variant}, on` } }} />,
        <Switch key={`${variant}-off`} variant={variant} slotProps={{ input: { 'aria-label': `${variant}, off` } }} />,
      ])}
    </Box>
  );
}
