import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function TextColorAndAlignment() {
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography color="primary">Primary color, from the theme palette</Typography>
      <Typography color="text.secondary">Secondary text, for supporting details</Typography>
      <Typography color="error.main" fontWeight="fontWeightMedium">
        Error color with a medium weight
      </Typography>
      <Typography align="center" fontStyle="italic">
        Centered and italic
      </Typography>
      <Typography align="right" letterSpacing={2} textTransform="uppercase" variant="body2">
        Right-aligned, spaced out
      </Typography>
    </Stack>
  );
}
