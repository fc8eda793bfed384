import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Anchor = 'left' | 'right' | 'top' | 'bottom';

const anchors: Anchor[] = ['left', 'right', 'top', 'bottom'];

export default function AnchorDrawer() {
  // The side is kept after closing, so the drawer slides out the way it came in.
  const [side, setSide] = React.useState<Anchor>('left');
  const [open, setOpen] = React.useState<boolean>(false);

  const openFrom = (anchor: Anchor) => {
    setSide(anchor);
    setOpen(true);
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      {anchors.map((anchor) => (
        <Button key={anchor} onClick={() => openFrom(anchor)}>
          {anchor}
        </Button>
      ))}
      <Drawer anchor={side} open={open} onClose={() => setOpen(false)}>
        <Box sx={{ width: side === 'left' || side === 'right' ? 280 : 'auto', p: 3 }}>
          <Typography variant="h6" gutterBottom>
            Drawer on the {side}
          </Typography>
          <Typography variant="body2" color="text.secondary" paragraph>
            Press Escape or click the backdrop to close it.
          </Typography>
          <Button variant="contained" onClick={() => setOpen(false)}>
            Close
          </Button>
        </Box>
      </Drawer>
    </Stack>
  );
}
