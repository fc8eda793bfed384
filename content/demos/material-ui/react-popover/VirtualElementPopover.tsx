import * as React from 'react';
import Box from '@mui/material/Box';
import Popover, { PopoverVirtualElement } from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

export default function VirtualElementPopover() {
  const planRef = React.useRef<HTMLDivElement>(null);
  const [anchor, setAnchor] = React.useState<PopoverVirtualElement | null>(null);
  const [point, setPoint] = React.useState<{ x: number; y: number } | null>(null);

  const pin = (event: React.MouseEvent<HTMLDivElement>) => {
    const plan = event.currentTarget.getBoundingClientRect();
    const x = event.clientX - plan.left;
    const y = event.clientY - plan.top;
    setPoint({ x: Math.round(x), y: Math.round(y) });
    setAnchor({
      nodeType: 1,
      // Measured from the plan on every call, so the popover follows the point if the page scrolls.
      getBoundingClientRect: () => {
        const current = planRef.current!.getBoundingClientRect();
        return new DOMRect(current.left + x, current.top + y, 0, 0);
      },
    });
  };

  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Click anywhere on the plan to pin a note there.
      </Typography>
      <Box
        ref={planRef}
        onClick={pin}
        sx={{
          height: 180,
          borderRadius: 1,
          cursor: 'crosshair',
          border: 1,
          borderColor: 'divider',
          bgcolor: 'action.hover',
          backgroundImage: 'linear-gradient(90deg, transparent 49%, currentColor 49%, currentColor 51%, transparent 51%)',
          color: 'divider',
        }}
      />
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Typography sx={{ p: 1.5 }} variant="body2">
          {point ? `Note at ${point.x}, ${point.y} px from the top-left corner` : ''}
        </Typography>
      </Popover>
    </Box>
  );
}
