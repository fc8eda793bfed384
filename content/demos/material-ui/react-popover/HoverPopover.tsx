import * as React from 'react';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

export default function HoverPopover() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);

  return (
    <Typography>
      The package ships with a{' '}
      <Typography
        component="span"
        tabIndex={0}
        aria-describedby={open ? 'warranty-popover' : undefined}
        onMouseEnter={(event) => setAnchorEl(event.currentTarget)}
        onMouseLeave={() => setAnchorEl(null)}
        onFocus={(event) => setAnchorEl(event.currentTarget)}
        onBlur={() => setAnchorEl(null)}
        sx={{ textDecoration: 'underline dotted', cursor: 'help' }}
      >
        two-year warranty
      </Typography>
      .
      <Popover
        id="warranty-popover"
        open={open}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        disableRestoreFocus
        disableAutoFocus
        disableEnforceFocus
        sx={{ pointerEvents: 'none' }}
      >
        <Typography variant="body2" sx={{ p: 1.5, maxWidth: 240 }}>
          Covers parts and labour; keep your receipt.
        </Typography>
      </Popover>
    </Typography>
  );
}
