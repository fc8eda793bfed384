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
        <TextField id="postcode-small" label="Postcode" size="small" defaultValue="LS1 4AP" />
        <TextField id="postcode-small-filled" label="Postcode" size="small" variant="filled" defaultValue="LS1 4AP" />
      </Stack>
    </Stack>
  );
}
