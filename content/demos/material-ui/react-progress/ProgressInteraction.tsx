import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import CheckIcon from '@mui/icons-material/Check';
import SyncIcon from '@mui/icons-material/Sync';

type State = 'idle' | 'busy' | 'done';

export default function ProgressInteraction() {
  const [state, setState] = React.useState<State>('idle');
  const timer = React.useRef<ReturnType<typeof setTimeout>>();

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const start = () => {
    if (state === 'busy') return;
    setState('busy');
    timer.current = setTimeout(() => setState('done'), 2000);
  };

  return (
    <Stack direction="row" spacing={3} alignItems="center" aria-busy={state === 'busy'}>
      {/* The ring is 68 px around a 56 px button: 6 px of margin on each side, pulled back with a negative offset. */}
      <Box sx={{ position: 'relative' }}>
        <Fab aria-label={state === 'done' ? 'Synced' : 'Sync now'} color={state === 'done' ? 'success' : 'primary'} onClick={start}>
          {state === 'done' ? <CheckIcon /> : <SyncIcon />}
        </Fab>
        {state === 'busy' && (
          <CircularProgress size={68} color="success" sx={{ position: 'absolute', top: -6, left: -6, zIndex: 1 }} aria-label="Syncing" />
        )}
      </Box>
      <Box sx={{ position: 'relative' }}>
        <Button variant="contained" color={state === 'done' ? 'success' : 'primary'} disabled={state === 'busy'} onClick={start}>
          {state === 'done' ? 'Synced' : 'Sync now'}
        </Button>
        {state === 'busy' && (
          <CircularProgress size={24} aria-hidden sx={{ position: 'absolute', top: '50%', left: '50%', mt: '-12px', ml: '-12px' }} />
        )}
      </Box>
      {state === 'done' && (
        <Button size="small" onClick={() => setState('idle')}>
          Reset
        </Button>
      )}
    </Stack>
  );
}
