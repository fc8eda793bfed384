import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function TextFieldVariants() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
        <TextField id="city-outlined" label="City" variant="outlined" />
        <TextField id="city-filled" label="City" variant="filled" />
        <TextField id="city-standard" label="City" variant="standard" />
      </Stack>
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
        <TextField id="zip-small" label="ZIP code" size="small" defaultValue="94110" />
        <TextField id="zip-small-filled" label="ZIP code" size="small" variant="filled" defaultValue="94110" />
      </Stack>
    </Stack>
  );
}
