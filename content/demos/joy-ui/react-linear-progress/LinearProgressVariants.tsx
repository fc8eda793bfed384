import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function LinearProgressVariants() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      {variants.map((variant) => (
        <Stack key={variant} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography level="body-xs" sx={{ width: 60 }}>
            {variant}
          </Typography>
          <LinearProgress variant={variant} aria-label={`Loading, ${variant} variant`} />
        </Stack>
      ))}
    </Stack>
  );
}
