import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Slide from '@mui/material/Slide';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Zoom from '@mui/material/Zoom';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';

const paragraphs = Array.from(
  { length: 14 },
  (_, index) =>
    `Day ${index + 1}. The trail climbs through pine forest before opening onto a ridge with a view of the lakes. Water is available at the hut; carry enough for the afternoon.`,
);

export default function HideOnScrollAppBar() {
  // The demo scrolls a box instead of the window, so the hooks get it as their target.
  const [scroller, setScroller] = React.useState<HTMLDivElement | null>(null);
  const options = scroller ? { target: scroller } : {};
  const hide = useScrollTrigger(options);
  const showTop = useScrollTrigger({ ...options, disableHysteresis: true, threshold: 200 });

  return (
    <Box sx={{ position: 'relative', height: 360, width: '100%', border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      {/* appear={false}: the bar is visible at first, so there is nothing to animate on mount. */}
      <Slide appear={false} direction="down" in={!hide}>
        <AppBar position="absolute">
          <Toolbar variant="dense">
            <Typography variant="h6" component="div">
              Alpine traverse
            </Typography>
          </Toolbar>
        </AppBar>
      </Slide>
      <Box ref={setScroller} sx={{ height: '100%', overflow: 'auto', px: 2, pt: 8, pb: 2 }} tabIndex={0} aria-label="Trip diary">
        {paragraphs.map((text) => (
          <Typography key={text} paragraph variant="body2">
            {text}
          </Typography>
        ))}
      </Box>
      <Zoom in={showTop}>
        <Fab
          size="small"
          color="secondary"
          aria-label="Back to top"
          onClick={() => scroller?.scrollTo({ top: 0, behavior: 'smooth' })}
          sx={{ position: 'absolute', bottom: 16, right: 16 }}
        >
          <KeyboardArrowUpIcon />
        </Fab>
      </Zoom>
    </Box>
  );
}
