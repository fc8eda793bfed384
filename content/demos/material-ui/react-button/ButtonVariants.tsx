import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function ButtonVariants() {
  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
      <Button variant="text">Skip for now</Button>
      <Button variant="outlined">Preview draft</Button>
      <Button variant="contained">Publish post</Button>
      <Button variant="contained" disableElevation>
        Flat publish
      </Button>
      <Button variant="outlined" disabled>
        Archived
      </Button>
    </Stack>
  );
}
