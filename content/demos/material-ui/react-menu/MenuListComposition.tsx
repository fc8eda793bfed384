import * as React from 'react';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Grow from '@mui/material/Grow';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const actions = ['Rename', 'Duplicate', 'Move to folder', 'Delete'];

export default function MenuListComposition() {
  const [open, setOpen] = React.useState(false);
  const [lastAction, setLastAction] = React.useState<string | null>(null);
  const anchorRef = React.useRef<HTMLButtonElement>(null);

  const close = (event: Event | React.SyntheticEvent) => {
    // A click on the button itself is handled by its own onClick, which toggles.
    if (anchorRef.current && anchorRef.current.contains(event.target as HTMLElement)) return;
    setOpen(false);
  };

  const handleListKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Tab' || event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      anchorRef.current?.focus();
    }
  };

  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Button
        ref={anchorRef}
        id="file-actions-button"
        aria-controls={open ? 'file-actions-menu' : undefined}
        aria-expanded={open ? 'true' : undefined}
        aria-haspopup="true"
        onClick={() => setOpen((previous) => !previous)}
      >
        File actions
      </Button>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {lastAction ? `Last action: ${lastAction}` : 'No action yet'}
      </Typography>
      <Popper open={open} anchorEl={anchorRef.current} role={undefined} placement="bottom-start" transition sx={{ zIndex: 'modal' }}>
        {({ TransitionProps, placement }) => (
          <Grow
            {...TransitionProps}
            style={{
              transformOrigin: placement === 'bottom-start' ? 'left top' : 'left bottom',
            }}
          >
            <Paper elevation={8}>
              <ClickAwayListener onClickAway={close}>
                <MenuList autoFocusItem={open} id="file-actions-menu" aria-labelledby="file-actions-button" onKeyDown={handleListKeyDown}>
                  {actions.map((action) => (
                    <MenuItem
                      key={action}
                      onClick={(event) => {
                        setLastAction(action);
                        close(event);
                      }}
                    >
                      {action}
                    </MenuItem>
                  ))}
                </MenuList>
              </ClickAwayListener>
            </Paper>
          </Grow>
        )}
      </Popper>
    </Stack>
  );
}
