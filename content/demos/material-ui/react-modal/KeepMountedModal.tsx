import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Modal from '@mui/material/Modal';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const panel = {
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(360px, calc(100% - 32px))',
  p: 3,
  borderRadius: 2,
  bgcolor: 'background.paper',
  boxShadow: 24,
} as const;

export default function KeepMountedModal() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [keepMounted, setKeepMounted] = React.useState<boolean>(true);

  return (
    <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Write feedback
      </Button>
      <FormControlLabel
        control={<Switch checked={keepMounted} onChange={(event) => setKeepMounted(event.target.checked)} />}
        label="keepMounted"
      />
      <Modal open={open} onClose={() => setOpen(false)} keepMounted={keepMounted} aria-labelledby="feedback-title">
        <Box sx={panel}>
          <Typography id="feedback-title" variant="h6" component="h2" sx={{ mb: 2 }}>
            Feedback
          </Typography>
          {/* Uncontrolled on purpose: its text lives in the DOM, so it survives only while the modal stays mounted. */}
          <TextField label="What could be better?" multiline minRows={3} fullWidth />
          <Button onClick={() => setOpen(false)} sx={{ mt: 2 }}>
            Close
          </Button>
        </Box>
      </Modal>
    </Stack>
  );
}
