import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import NoSsr from '@mui/material/NoSsr';
import Stack from '@mui/material/Stack';

const seats: number[] = Array.from({ length: 400 }, (_, index) => index + 1);

export default function DeferredNoSsr() {
  const [round, setRound] = React.useState<number>(0);

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      <Button variant="outlined" onClick={() => setRound((value) => value + 1)}>
        Rebuild the seat map
      </Button>
      <NoSsr key={round} defer fallback={<LinearProgress aria-label="Preparing the seat map" />}>
        <Box role="img" aria-label="Seat map: 400 seats, every seventh one taken" sx={{ display: 'flex', flexWrap: 'wrap', gap: '2px' }}>
          {seats.map((seat) => (
            <Box key={seat} sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: seat % 7 ? 'success.light' : 'action.disabled' }} />
          ))}
        </Box>
      </NoSsr>
    </Stack>
  );
}
