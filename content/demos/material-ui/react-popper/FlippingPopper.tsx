import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';

export default function FlippingPopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState<boolean>(true);
  const scrollerRef = React.useRef<HTMLDivElement>(null);

  // Start scrolled to the middle so that there is room to scroll both ways.
  React.useEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller) {
      scroller.scrollTop = (scroller.scrollHeight - scroller.clientHeight) / 2;
    }
  }, []);

  return (
    <Box
      ref={scrollerRef}
      tabIndex={0}
      aria-label="Scrollable area"
      sx={{
        position: 'relative',
        height: 220,
        width: '100%',
        maxWidth: 420,
        overflow: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box sx={{ height: 640, display: 'grid', placeItems: 'center' }}>
        <Button ref={setAnchorEl} variant="outlined" onClick={() => setOpen((previous) => !previous)} aria-describedby="flip-note">
          {open ? 'Hide the note' : 'Show the note'}
        </Button>
      </Box>
      <Popper id="flip-note" open={open && anchorEl !== null} anchorEl={anchorEl} placement="top" disablePortal sx={{ zIndex: 1 }}>
        <Paper elevation={4} sx={{ px: 1.5, py: 1, m: 1, typography: 'body2' }}>
          Scroll the box: I move below the button when there is no room above.
        </Paper>
      </Popper>
    </Box>
  );
}
