import Drawer from '@mui/material/Drawer';
import { type ReactNode, useCallback } from 'react';
import { NAV_WIDTH } from './layout';
import { useEnvironment } from './environment';

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
  const environment = useEnvironment();
  const revealActiveEntry = useCallback((paper: HTMLDivElement | null) => paper && environment.revealActiveMenuEntry(paper), [environment]);
  return (
    <Drawer
      variant="temporary"
      anchor={anchor}
      open={open}
      onClose={onClose}
      sx={{ display: { lg: 'none' } }}
      // The paper is the drawer's scrolling element; it mounts on each opening, with
      // the current page's entry scrolled into view (the first opening has no
      // enter transition to hook into: the drawer mounts already open).
      PaperProps={{ sx: { width: NAV_WIDTH }, ref: revealActiveEntry }}
    >
      {children}
    </Drawer>
  );
}
