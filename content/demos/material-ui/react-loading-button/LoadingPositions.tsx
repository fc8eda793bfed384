import * as React from 'react';
import LoadingButton from '@mui/lab/LoadingButton';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import DownloadIcon from '@mui/icons-material/Download';
import SendIcon from '@mui/icons-material/Send';

export default function LoadingPositions() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Stack spacing={2} alignItems="flex-start">
      <FormControlLabel control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />} label="Loading" />
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
        <LoadingButton loading={loading} loadingPosition="start" startIcon={<DownloadIcon />} variant="outlined">
          Download
        </LoadingButton>
        <LoadingButton loading={loading} variant="outlined">
          Center
        </LoadingButton>
        <LoadingButton loading={loading} loadingPosition="end" endIcon={<SendIcon />} variant="contained">
          Send
        </LoadingButton>
      </Stack>
    </Stack>
  );
}
