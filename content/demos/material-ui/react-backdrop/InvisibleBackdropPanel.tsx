import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function InvisibleBackdropPanel() {
  const [open, setOpen] = React.useState(false);

  return (
    <Box sx={{ position: 'relative', height: 220, width: '100%', border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Button variant="outlined" onClick={() => setOpen(true)} aria-expanded={open} aria-controls="invisible-backdrop-panel">
        Show shortcuts
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        With the panel open, a click anywhere in this box closes it, and nothing underneath reacts to that click.
      </Typography>
      {/* Transparent, but still a layer: it takes the click that would otherwise reach the page. */}
      <Backdrop invisible open={open} onClick={() => setOpen(false)} sx={{ position: 'absolute', zIndex: 1 }} />
      {open && (
        <Paper id="invisible-backdrop-panel" elevation={6} sx={{ position: 'absolute', zIndex: 2, top: 64, left: 16, p: 2, width: 240 }}>
          <Typography variant="subtitle2" gutterBottom>
            Shortcuts
          </Typography>
          <Typography variant="body2">Ctrl + K: search</Typography>
          <Typography variant="body2">Ctrl + /: show this panel</Typography>
          <Button size="small" onClick={() => setOpen(false)} sx={{ mt: 1 }}>
            Close
          </Button>
        </Paper>
      )}
    </Box>
  );
}
