import LoadingButton from '@mui/lab/LoadingButton';
import Stack from '@mui/material/Stack';

export default function BasicLoadingButtons() {
  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
      <LoadingButton loading>Sync</LoadingButton>
      <LoadingButton loading variant="outlined">
        Sync
      </LoadingButton>
      <LoadingButton loading variant="contained">
        Sync
      </LoadingButton>
      <LoadingButton variant="contained">Sync</LoadingButton>
    </Stack>
  );
}
