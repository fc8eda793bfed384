import * as React from 'react';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

export default function ContextMenuPopover() {
  const [position, setPosition] = React.useState<{ top: number; left: number } | null>(null);

  return (
    <Paper
      variant="outlined"
      onContextMenu={(event) => {
        event.preventDefault();
        setPosition({ top: event.clientY, left: event.clientX });
      }}
      sx={{ p: 3, width: 300, textAlign: 'center', cursor: 'context-menu' }}
    >
      <Typography>Right-click anywhere in this box.</Typography>
      <Popover
        open={position !== null}
        onClose={() => setPosition(null)}
        anchorReference="anchorPosition"
        anchorPosition={position ?? undefined}
      >
        <List dense aria-label="Note actions">
          {['Pin note', 'Duplicate', 'Move to archive'].map((action) => (
            <ListItemButton key={action} onClick={() => setPosition(null)}>
              {action}
            </ListItemButton>
          ))}
        </List>
      </Popover>
    </Paper>
  );
}
