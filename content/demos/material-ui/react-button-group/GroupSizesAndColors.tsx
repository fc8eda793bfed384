import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

export default function GroupSizesAndColors() {
  return (
    <Stack spacing={2} alignItems="flex-start">
      <ButtonGroup size="small" aria-label="Zoom level">
        <Button>50%</Button>
        <Button>100%</Button>
        <Button>200%</Button>
      </ButtonGroup>
      <ButtonGroup size="large" color="secondary" aria-label="Playback speed">
        <Button>0.5×</Button>
        <Button>1×</Button>
        <Button>2×</Button>
      </ButtonGroup>
      <ButtonGroup variant="contained" color="success" disableElevation aria-label="Review decision">
        <Button>Accept</Button>
        <Button>Accept with notes</Button>
      </ButtonGroup>
      <ButtonGroup variant="contained" fullWidth aria-label="Checkout steps">
        <Button>Cart</Button>
        <Button>Shipping</Button>
        <Button disabled>Payment</Button>
      </ButtonGroup>
    </Stack>
  );
}
