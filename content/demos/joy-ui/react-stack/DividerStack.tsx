import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function DividerStack() {
  return (
    <Stack direction="row" spacing={2} divider={<Divider orientation="vertical" />} sx={{ alignItems: 'center' }}>
      <Typography level="body-sm">Madrid</Typography>
      <Typography level="body-sm">3 nights</Typography>
      <Typography level="body-sm">2 guests</Typography>
      <Typography level="body-sm" fontWeight="lg">
        €412
      </Typography>
    </Stack>
  );
}
