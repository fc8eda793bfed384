import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';

const sizes = ['Small', 'Medium', 'Large'];
// Leaves an 8px gap between the button and the panel.
const offset = [{ name: 'offset', options: { offset: [0, 8] } }];

export default function FilterPopper() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [chosen, setChosen] = React.useState<string[]>(['Medium']);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const panelRef = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    if (open) {
      panelRef.current?.querySelector('input')?.focus();
    }
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) {
      buttonRef.current?.focus();
    }
  };

  const toggleSize = (size: string) =>
    setChosen((previous) => (previous.includes(size) ? previous.filter((item) => item !== size) : [...previous, size]));

  return (
    <ClickAwayListener onClickAway={() => open && close(false)}>
      <div>
        <Button
          ref={buttonRef}
          variant="outlined"
          startIcon={<FilterListIcon />}
          aria-expanded={open}
          aria-controls={open ? 'size-filter' : undefined}
          onClick={() => setOpen((previous) => !previous)}
        >
          Sizes ({chosen.length})
        </Button>
        <Popper open={open} anchorEl={buttonRef.current} placement="bottom-start" modifiers={offset} disablePortal sx={{ zIndex: 1 }}>
          <Paper
            ref={panelRef}
            id="size-filter"
            role="group"
            aria-label="Filter by size"
            elevation={6}
            sx={{ p: 2 }}
            onKeyDown={(event) => event.key === 'Escape' && close(true)}
          >
            <Typography variant="subtitle2">Show sizes</Typography>
            <FormGroup>
              {sizes.map((size) => (
                <FormControlLabel
                  key={size}
                  control={<Checkbox size="small" checked={chosen.includes(size)} onChange={() => toggleSize(size)} />}
                  label={size}
                />
              ))}
            </FormGroup>
          </Paper>
        </Popper>
      </div>
    </ClickAwayListener>
  );
}
