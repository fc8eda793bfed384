import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function LabelShrink() {
  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
      <TextField id="pickup-date" label="Pickup date" type="date" InputLabelProps={{ shrink: true }} sx={{ width: 200 }} />
      <TextField id="pickup-time" label="Pickup time" type="time" InputLabelProps={{ shrink: true }} sx={{ width: 160 }} />
      <TextField
        id="pickup-note"
        label="Note for the driver"
        placeholder="Ring twice"
        InputLabelProps={{ shrink: true }}
        sx={{ width: 220 }}
      />
    </Stack>
  );
}
