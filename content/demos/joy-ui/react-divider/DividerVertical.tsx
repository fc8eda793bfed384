import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function DividerVertical() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} divider={<Divider orientation="vertical" />} sx={{ alignItems: 'center' }}>
        <Typography level="body-sm">4.8 ★</Typography>
        <Typography level="body-sm">2,315 reviews</Typography>
        <Typography level="body-sm">Free returns</Typography>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ height: 120 }}>
        <Stack sx={{ justifyContent: 'center' }}>
          <Typography level="title-md">Basic</Typography>
          <Typography level="body-sm">$9 per month</Typography>
        </Stack>
        <Divider orientation="vertical">or</Divider>
        <Stack sx={{ justifyContent: 'center' }}>
          <Typography level="title-md">Team</Typography>
          <Typography level="body-sm">$29 per month</Typography>
        </Stack>
      </Stack>
    </Stack>
  );
}
