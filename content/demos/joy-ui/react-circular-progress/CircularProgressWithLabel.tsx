import * as React from 'react';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const totalMegabytes = 240;

export default function CircularProgressWithLabel() {
  const [uploaded, setUploaded] = React.useState(0);
  const [running, setRunning] = React.useState(false);

  React.useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => {
      setUploaded((value) => Math.min(totalMegabytes, value + 12));
    }, 200);
    return () => clearInterval(timer);
  }, [running]);

  React.useEffect(() => {
    if (uploaded >= totalMegabytes) setRunning(false);
  }, [uploaded]);

  const percent = Math.round((uploaded / totalMegabytes) * 100);

  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <CircularProgress
        size="lg"
        determinate
        value={percent}
        color={percent === 100 ? 'success' : 'primary'}
        aria-labelledby="upload-progress-label"
        aria-valuetext={`${uploaded} of ${totalMegabytes} MB`}
      >
        <Typography level="body-sm" sx={{ fontWeight: 'lg' }}>
          {percent}%
        </Typography>
      </CircularProgress>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography id="upload-progress-label" level="title-sm">
          Uploading holiday-photos.zip
        </Typography>
        <Typography level="body-sm">
          {uploaded} of {totalMegabytes} MB
        </Typography>
        <Button
          size="sm"
          variant="outlined"
          disabled={running}
          onClick={() => {
            setUploaded(0);
            setRunning(true);
          }}
        >
          {uploaded === 0 ? 'Start upload' : 'Upload again'}
        </Button>
      </Stack>
    </Stack>
  );
}
