import * as React from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';

export default function ContextMenu() {
  const [position, setPosition] = React.useState<{ top: number; left: number } | null>(null);

  const handleContextMenu = (event: React.MouseEvent<HTMLElement>) => {
    event.preventDefault();
    setPosition(position === null ? { top: event.clientY, left: event.clientX } : null);
  };

  return (
    <div onContextMenu={handleContextMenu} style={{ cursor: 'context-menu' }}>
      <Typography sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: 480 }}>
        Right-click anywhere in this note to open a menu at the pointer. The note lists the items to pack for the weekend: tent, stove, two
        headlamps and the spare tarp.
      </Typography>
      <Menu
        open={position !== null}
        onClose={() => setPosition(null)}
        anchorReference="anchorPosition"
        anchorPosition={position ?? undefined}
      >
        <MenuItem onClick={() => setPosition(null)}>Highlight</MenuItem>
        <MenuItem onClick={() => setPosition(null)}>Add comment</MenuItem>
        <MenuItem onClick={() => setPosition(null)}>Copy text</MenuItem>
      </Menu>
    </div>
  );
}
