import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Popover, { PopoverActions } from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function GrowingPopover() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [advanced, setAdvanced] = React.useState(false);
  const [name, setName] = React.useState('Quarterly report');
  const [draft, setDraft] = React.useState(name);
  const actions = React.useRef<PopoverActions>(null);
  const open = Boolean(anchorEl);

  // The popover measures itself when it opens. When its content changes size afterwards,
  // ask it to measure again, or it would grow down over the button.
  React.useEffect(() => {
    actions.current?.updatePosition();
  }, [advanced]);

  const close = () => {
    setAnchorEl(null);
    setAdvanced(false);
  };

  return (
    <Stack spacing={1} alignItems="flex-start" sx={{ pt: 28 }}>
      <Typography variant="body2">
        File name: <strong>{name}</strong>
      </Typography>
      <Button
        variant="outlined"
        aria-haspopup="dialog"
        onClick={(event) => {
          setDraft(name);
          setAnchorEl(event.currentTarget);
        }}
      >
        Rename
      </Button>
      <Popover
        open={open}
        anchorEl={anchorEl}
        onClose={close}
        action={actions}
        // Opens above the button, so when the content grows the popover must move up.
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { p: 2, width: 280, mb: 1 }, role: 'dialog', 'aria-label': 'Rename file' } }}
      >
        <Stack
          component="form"
          spacing={1.5}
          onSubmit={(event) => {
            event.preventDefault();
            setName(draft.trim() || name);
            close();
          }}
        >
          <TextField size="small" label="New name" value={draft} onChange={(event) => setDraft(event.target.value)} autoFocus />
          <Button size="small" onClick={() => setAdvanced(!advanced)} sx={{ alignSelf: 'flex-start' }} aria-expanded={advanced}>
            {advanced ? 'Fewer options' : 'More options'}
          </Button>
          {advanced && (
            <Stack>
              <FormControlLabel control={<Checkbox size="small" defaultChecked />} label="Keep version history" />
              <FormControlLabel control={<Checkbox size="small" />} label="Notify collaborators" />
            </Stack>
          )}
          <Stack direction="row" spacing={1} justifyContent="flex-end">
            <Button size="small" onClick={close}>
              Cancel
            </Button>
            <Button size="small" variant="contained" type="submit">
              Save
            </Button>
          </Stack>
        </Stack>
      </Popover>
    </Stack>
  );
}
