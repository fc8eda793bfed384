import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function ContainedModal() {
  const [open, setOpen] = React.useState<boolean>(false);
  const frame = React.useRef<HTMLDivElement>(null);

  return (
    <Box
      ref={frame}
      sx={{ position: 'relative', width: '100%', maxWidth: 420, height: 200, p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      <Typography variant="subtitle1">Basket widget</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        3 items, €42.50
      </Typography>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Empty basket
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        container={() => frame.current}
        sx={{ position: 'absolute' }}
        slotProps={{ backdrop: { sx: { position: 'absolute', borderRadius: 2 } } }}
        aria-labelledby="empty-basket-title"
      >
        <Paper sx={{ position: 'absolute', inset: 0, m: 'auto', width: 240, height: 'fit-content', p: 2 }}>
          <Typography id="empty-basket-title">Remove all 3 items?</Typography>
          <Button size="small" onClick={() => setOpen(false)} sx={{ mt: 1 }}>
            Yes, empty it
          </Button>
        </Paper>
      </Modal>
    </Box>
  );
}
