import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function CircularProgressVariants() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {variants.map((variant) => (
        <Stack key={variant} spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress variant={variant} aria-label={`Loading, ${variant} variant`} />
          <Typography level="body-xs">{variant}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
