import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Grow from '@mui/material/Grow';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

const actions = ['Merge pull request', 'Squash and merge', 'Rebase and merge'];

export default function PopperSplitButton() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [selected, setSelected] = React.useState<number>(1);
  const groupRef = React.useRef<HTMLDivElement>(null);
  const toggleRef = React.useRef<HTMLButtonElement>(null);

  const close = (event: Event | React.SyntheticEvent) => {
    // A click on the arrow toggles the menu itself; treating it as a click away would reopen it at once.
    if (toggleRef.current && toggleRef.current.contains(event.target as Node)) {
      return;
    }
    setOpen(false);
  };

  // A Popper has no Escape handling of its own, unlike a Menu.
  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      setOpen(false);
      if (event.key === 'Escape') {
        toggleRef.current?.focus();
      }
    }
  };

  return (
    <>
      <ButtonGroup variant="contained" color="success" ref={groupRef} aria-label="Merge options">
        <Button>{actions[selected]}</Button>
        <Button
          ref={toggleRef}
          size="small"
          aria-label="Choose a merge method"
          aria-haspopup="menu"
          aria-expanded={open ? 'true' : undefined}
          aria-controls={open ? 'merge-methods' : undefined}
          onClick={() => setOpen((previous) => !previous)}
        >
          <ArrowDropDownIcon />
        </Button>
      </ButtonGroup>
      <Popper open={open} anchorEl={groupRef.current} placement="bottom-start" transition disablePortal sx={{ zIndex: 1 }}>
        {({ TransitionProps }) => (
          <Grow {...TransitionProps} style={{ transformOrigin: 'left top' }}>
            <Paper>
              <ClickAwayListener onClickAway={close}>
                <MenuList id="merge-methods" autoFocusItem onKeyDown={handleKeyDown}>
                  {actions.map((action, index) => (
                    <MenuItem
                      key={action}
                      selected={index === selected}
                      onClick={() => {
                        setSelected(index);
                        setOpen(false);
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
    </>
  );
}
