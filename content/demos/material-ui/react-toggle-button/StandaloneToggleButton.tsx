import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';

export default function StandaloneToggleButton() {
  const [muted, setMuted] = React.useState<boolean>(false);

  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <ToggleButton value="mute" selected={muted} onChange={() => setMuted((value) => !value)} color="error" aria-label="Mute microphone">
        {muted ? <MicOffIcon /> : <MicIcon />}
      </ToggleButton>
      <Typography>{muted ? 'Others cannot hear you' : 'Your microphone is live'}</Typography>
    </Stack>
  );
}
