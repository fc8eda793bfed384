import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';

const entries = Array.from(
  { length: 12 },
  (_, index) => `Log entry ${index + 1}: the night shift checked the pumps and found nothing unusual.`,
);

export default function ElevateOnScroll() {
  const [container, setContainer] = React.useState<HTMLDivElement | null>(null);
  const scrolled = useScrollTrigger({ target: container ?? undefined, disableHysteresis: true, threshold: 0 });

  return (
    <Box
      ref={setContainer}
      tabIndex={0}
      role="region"
      aria-label="Page with an app bar, scrollable"
      sx={{ height: 260, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <AppBar position="sticky" color={scrolled ? 'primary' : 'default'} elevation={scrolled ? 4 : 0}>
        <Toolbar variant="dense">
          <Typography variant="h6" component="div">
            Station log
          </Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ p: 2 }}>
        {entries.map((entry) => (
          <Typography key={entry} paragraph>
            {entry}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
