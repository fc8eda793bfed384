import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog, { DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';

export default function SizedDialog() {
  const [open, setOpen] = React.useState(false);
  const [maxWidth, setMaxWidth] = React.useState<DialogProps['maxWidth']>('sm');
  const [fullWidth, setFullWidth] = React.useState(true);

  return (
    <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
      <TextField
        select
        size="small"
        label="maxWidth"
        value={maxWidth}
        onChange={(event) => setMaxWidth(event.target.value as DialogProps['maxWidth'])}
        sx={{ width: 120 }}
      >
        {(['xs', 'sm', 'md', 'lg'] as const).map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Switch checked={fullWidth} onChange={(event) => setFullWidth(event.target.checked)} />}
        label="fullWidth"
      />
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open preview
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth={maxWidth} fullWidth={fullWidth}>
        <DialogTitle>Release notes</DialogTitle>
        <DialogContent>
          <DialogContentText>
            This dialog is {fullWidth ? 'as wide as' : 'no wider than'} its maxWidth of &quot;{maxWidth}&quot;. Resize the window to see how
            it adapts.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
