import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Anchor = 'left' | 'right' | 'top' | 'bottom';

const anchors: Anchor[] = ['left', 'right', 'top', 'bottom'];

export default function AnchorDrawer() {
  const [anchor, setAnchor] = React.useState<Anchor | null>(null);
  const horizontal = anchor === 'top' || anchor === 'bottom';

  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      {anchors.map((side) => (
        <Button key={side} onClick={() => setAnchor(side)}>
          {side}
        </Button>
      ))}
      <Drawer anchor={anchor ?? 'left'} open={anchor !== null} onClose={() => setAnchor(null)}>
        <Box sx={{ width: horizontal ? 'auto' : 280, p: 3 }}>
          <Typography variant="h6" gutterBottom>
            Drawer on the {anchor ?? 'left'}
          </Typography>
          <Typography variant="body2" color="text.secondary" paragraph>
            Press Escape or click the backdrop to close it.
          </Typography>
          <Button variant="contained" onClick={() => setAnchor(null)}>
            Close
          </Button>
        </Box>
      </Drawer>
    </Stack>
  );
}
