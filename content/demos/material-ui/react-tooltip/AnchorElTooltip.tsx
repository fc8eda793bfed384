import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import type { Instance } from '@popperjs/core';

export default function AnchorElTooltip() {
  const position = React.useRef({ x: 0, y: 0 });
  const popperRef = React.useRef<Instance>(null);
  const areaRef = React.useRef<HTMLDivElement>(null);

  const handleMouseMove = (event: React.MouseEvent) => {
    // Keep the tooltip level with the area's top edge, horizontally under the pointer.
    position.current = { x: event.clientX, y: event.clientY };
    popperRef.current?.update();
  };

  return (
    <Tooltip
      title="Anchored to a point, not to an element"
      placement="top"
      arrow
      PopperProps={{
        popperRef,
        anchorEl: {
          getBoundingClientRect: () => {
            const top = areaRef.current?.getBoundingClientRect().top ?? 0;
            return new DOMRect(position.current.x, top, 0, 0);
          },
        },
      }}
    >
      <Box
        ref={areaRef}
        tabIndex={0}
        onMouseMove={handleMouseMove}
        sx={{ p: 3, maxWidth: 360, mx: 'auto', bgcolor: 'action.hover', borderRadius: 1, typography: 'body2' }}
      >
        The tooltip slides along this box&apos;s top edge with the pointer.
      </Box>
    </Tooltip>
  );
}
