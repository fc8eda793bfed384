import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function CircularProgressColors() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {colors.map((color) => (
        <Stack key={color} spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress color={color} determinate value={66} aria-label={`Progress, ${color} color`} />
          <Typography level="body-xs">{color}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
