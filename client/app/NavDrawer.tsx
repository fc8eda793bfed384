import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';
import { NAV_WIDTH } from './layout';

/** The section's menu as a temporary drawer, on screens too narrow for the side column. */
export function NavDrawer({
  anchor,
  open,
  onClose,
  children,
}: {
  anchor: 'left' | 'right';
  open: boolean;
  onClose(): void;
  children: ReactNode;
}) {
  return (
    <Drawer
      variant="temporary"
      anchor={anchor}
      open={open}
      onClose={onClose}
      sx={{ display: { lg: 'none' } }}
      PaperProps={{ sx: { width: NAV_WIDTH } }}
    >
      {children}
    </Drawer>
  );
}
