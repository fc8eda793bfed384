import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Send from '@mui/icons-material/Send';

export default function ButtonLoading() {
  const [sending, setSending] = React.useState(false);

  React.useEffect(() => {
    if (!sending) return undefined;
    const timer = setTimeout(() => setSending(false), 2000);
    return () => clearTimeout(timer);
  }, [sending]);

  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button
        loading={sending}
        loadingPosition="end"
        loadingIndicator={<CircularProgress thickness={3} aria-label="Sending the invoice" />}
        endDecorator={<Send />}
        onClick={() => setSending(true)}
      >
        Send invoice
      </Button>
      <Button loading variant="soft" loadingIndicator={<CircularProgress thickness={3} aria-label="Uploading the file" />}>
        Uploading
      </Button>
      <Button
        loading
        loadingPosition="start"
        variant="outlined"
        loadingIndicator={<CircularProgress thickness={3} aria-label="Saving your changes" />}
      >
        Saving changes
      </Button>
    </Box>
  );
}
