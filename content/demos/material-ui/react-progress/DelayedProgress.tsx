import * as React from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function DelayedProgress() {
  const [state, setState] = React.useState<'idle' | 'waiting' | 'slow' | 'done'>('idle');
  const timers = React.useRef<ReturnType<typeof setTimeout>[]>([]);

  React.useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const handleSearch = () => {
    timers.current.forEach(clearTimeout);
    setState('waiting');
    // Show the spinner only if the request takes longer than 600 ms.
    timers.current = [setTimeout(() => setState('slow'), 600), setTimeout(() => setState('done'), 2500)];
  };

  return (
    <Stack direction="row" spacing={2} alignItems="center" sx={{ minHeight: 40 }}>
      <Button variant="contained" onClick={handleSearch} disabled={state === 'waiting' || state === 'slow'}>
        Search flights
      </Button>
      {state === 'slow' && <CircularProgress size={24} aria-label="Searching" />}
      <Typography role="status">{state === 'done' ? '14 flights found.' : ''}</Typography>
    </Stack>
  );
}
