import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function TypographyColors() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
      <Stack spacing={1}>
        <Typography level="title-sm">color</Typography>
        <Typography color="primary">Invoice sent to Lindqvist AB</Typography>
        <Typography color="neutral">Draft saved 2 minutes ago</Typography>
        <Typography color="danger">Payment failed: card expired</Typography>
        <Typography color="success">Refund of $48.20 issued</Typography>
        <Typography color="warning">Trial ends in 3 days</Typography>
      </Stack>
      <Stack spacing={1}>
        <Typography level="title-sm">textColor</Typography>
        <Typography textColor="text.primary">text.primary</Typography>
        <Typography textColor="text.secondary">text.secondary</Typography>
        <Typography textColor="text.tertiary">text.tertiary</Typography>
        <Typography textColor="success.plainColor">success.plainColor</Typography>
        <Typography textColor="danger.plainColor">danger.plainColor</Typography>
      </Stack>
    </Stack>
  );
}
