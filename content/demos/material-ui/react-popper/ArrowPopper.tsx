import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Popper, { PopperPlacementType } from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

const ARROW = 10;

// The arrow is a rotated square. Popper.js positions it along the edge; the
// data-popper-placement attribute on the root tells which edge it belongs to.
const arrowStyles = {
  '& .arrow': {
    position: 'absolute',
    width: ARROW,
    height: ARROW,
    '&::before': {
      content: '""',
      position: 'absolute',
      inset: 0,
      bgcolor: 'background.paper',
      border: 1,
      borderColor: 'divider',
      transform: 'rotate(45deg)',
    },
  },
  '&[data-popper-placement^="top"] .arrow': { bottom: -ARROW / 2, '&::before': { borderTop: 0, borderLeft: 0 } },
  '&[data-popper-placement^="bottom"] .arrow': { top: -ARROW / 2, '&::before': { borderBottom: 0, borderRight: 0 } },
  '&[data-popper-placement^="left"] .arrow': { right: -ARROW / 2, '&::before': { borderBottom: 0, borderLeft: 0 } },
  '&[data-popper-placement^="right"] .arrow': { left: -ARROW / 2, '&::before': { borderTop: 0, borderRight: 0 } },
} as const;

export default function ArrowPopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [arrowEl, setArrowEl] = React.useState<HTMLElement | null>(null);
  const [placement, setPlacement] = React.useState<PopperPlacementType>('bottom');
  const open = Boolean(anchorEl);

  return (
    <Stack alignItems="center" sx={{ py: 6 }}>
      <ClickAwayListener onClickAway={() => setAnchorEl(null)}>
        {/* The placement buttons are inside the listener too, so that trying them keeps the hint open. */}
        <Stack spacing={2} alignItems="center">
          <ToggleButtonGroup
            size="small"
            exclusive
            value={placement}
            onChange={(_event, next: PopperPlacementType | null) => next && setPlacement(next)}
            aria-label="Placement"
          >
            {(['top', 'right', 'bottom', 'left'] as const).map((side) => (
              <ToggleButton key={side} value={side}>
                {side}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Button
            variant="contained"
            aria-describedby={open ? 'arrow-popper' : undefined}
            onClick={(event) => setAnchorEl(anchorEl ? null : event.currentTarget)}
          >
            {open ? 'Hide' : 'Show'} the hint
          </Button>
          <Popper
            id="arrow-popper"
            open={open}
            anchorEl={anchorEl}
            placement={placement}
            transition
            modifiers={[
              { name: 'offset', options: { offset: [0, ARROW] } },
              { name: 'arrow', enabled: true, options: { element: arrowEl, padding: 8 } },
            ]}
            sx={{ zIndex: 'modal', ...arrowStyles }}
          >
            {({ TransitionProps }) => (
              <Fade {...TransitionProps} timeout={200}>
                <Paper variant="outlined" sx={{ maxWidth: 240, p: 1.5 }}>
                  <Box component="span" className="arrow" ref={setArrowEl} />
                  <Typography variant="body2">Shortcuts work in every editor window, not only in the one you opened them from.</Typography>
                </Paper>
              </Fade>
            )}
          </Popper>
        </Stack>
      </ClickAwayListener>
    </Stack>
  );
}
