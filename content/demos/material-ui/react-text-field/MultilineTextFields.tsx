import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function MultilineTextFields() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <TextField id="delivery-notes" label="Delivery notes" multiline maxRows={4} placeholder="Grows up to four rows, then scrolls" />
      <TextField
        id="review-body"
        label="Your review"
        multiline
        rows={3}
        defaultValue="Friendly staff and the soup was still hot when it arrived."
      />
      <TextField id="bio" label="Short bio" multiline minRows={2} variant="filled" />
    </Stack>
  );
}
