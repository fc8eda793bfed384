import Stack from '@mui/joy/Stack';
import Input from '@mui/joy/Input';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';

export default function CustomizedSlots() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360, mx: 'auto' }}>
      <Input
        placeholder="Quantity"
        type="number"
        slotProps={{
          input: { min: 1, max: 12, step: 1, 'aria-label': 'Quantity of tickets' },
        }}
        endDecorator={<Typography level="body-sm">tickets</Typography>}
        sx={{ '--Input-radius': '20px' }}
      />
      <Button
        component="a"
        href="/joy-ui/getting-started/installation"
        variant="soft"
        color="neutral"
        slotProps={{ endDecorator: { sx: { fontWeight: 'sm', opacity: 0.8 } } }}
        endDecorator="3 min read"
      >
        Installation guide
      </Button>
    </Stack>
  );
}
