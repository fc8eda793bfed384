import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Popper, { type PopperPlacementType } from '@mui/material/Popper';

const placements: PopperPlacementType[] = ['top-start', 'top', 'top-end', 'left', 'right', 'bottom-start', 'bottom', 'bottom-end'];

export default function PopperPlacements() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [placement, setPlacement] = React.useState<PopperPlacementType>('top');

  const show = (next: PopperPlacementType) => (event: React.MouseEvent<HTMLElement>) => {
    const same = anchorEl === event.currentTarget && placement === next;
    setAnchorEl(same ? null : event.currentTarget);
    setPlacement(next);
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 120px)', gap: 1, py: 6 }}>
      {placements.map((name) => (
        <Button key={name} size="small" variant="outlined" onClick={show(name)} sx={name === 'right' ? { gridColumn: 3 } : undefined}>
          {name}
        </Button>
      ))}
      <Popper open={Boolean(anchorEl)} anchorEl={anchorEl} placement={placement} transition sx={{ zIndex: 'modal' }}>
        {({ TransitionProps }) => (
          <Fade {...TransitionProps} timeout={200}>
            <Paper elevation={4} sx={{ px: 1.5, py: 1, m: 1, typography: 'body2' }}>
              placement=&quot;{placement}&quot;
            </Paper>
          </Fade>
        )}
      </Popper>
    </Box>
  );
}
