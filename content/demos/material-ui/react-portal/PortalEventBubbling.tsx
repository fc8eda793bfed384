import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Portal from '@mui/material/Portal';
import Typography from '@mui/material/Typography';

export default function PortalEventBubbling() {
  const [clicks, setClicks] = React.useState<number>(0);
  const [target, setTarget] = React.useState<HTMLDivElement | null>(null);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}>
      <Box onClick={() => setClicks((value) => value + 1)} sx={{ p: 2, width: 200, borderRadius: 1, bgcolor: 'action.hover' }}>
        <Typography variant="body2">Parent with onClick</Typography>
        <Typography variant="h5" aria-live="polite">
          {clicks} clicks
        </Typography>
        {target ? (
          <Portal container={target}>
            <Button variant="contained">Click me</Button>
          </Portal>
        ) : null}
      </Box>
      <Box ref={setTarget} sx={{ p: 2, width: 200, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Portal target in the DOM
        </Typography>
      </Box>
    </Box>
  );
}
