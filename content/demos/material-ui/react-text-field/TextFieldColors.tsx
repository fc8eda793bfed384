import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function TextFieldColors() {
  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
      <TextField id="coupon-secondary" label="Coupon code" color="secondary" focused />
      <TextField id="coupon-success" label="Coupon code" color="success" variant="filled" defaultValue="SPRING24" focused />
      <TextField id="coupon-warning" label="Coupon code" color="warning" variant="standard" focused />
    </Stack>
  );
}
