import * as React from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function NonModalDialog() {
  const [open, setOpen] = React.useState<boolean>(false);
  const [choice, setChoice] = React.useState<string>('');
  const panelRef = React.useRef<HTMLDivElement>(null);
  const openerRef = React.useRef<HTMLButtonElement>(null);

  const close = (answer: string) => {
    setChoice(answer);
    setOpen(false);
    // A non-modal dialog does not restore focus on its own.
    openerRef.current?.focus();
  };

  return (
    <Stack spacing={1} alignItems="flex-start">
      <Button ref={openerRef} variant="outlined" onClick={() => setOpen(true)}>
        Show the privacy choices
      </Button>
      <Typography variant="body2">{choice ? `You chose: ${choice}` : 'The page stays usable while the panel is open.'}</Typography>
      <Fade in={open} appear={false} unmountOnExit onEntered={() => panelRef.current?.focus()}>
        <Paper
          ref={panelRef}
          role="dialog"
          aria-modal="false"
          aria-labelledby="privacy-panel-title"
          aria-describedby="privacy-panel-text"
          tabIndex={-1}
          elevation={6}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close('decide later');
          }}
          sx={{ position: 'fixed', insetInline: 16, bottom: 16, zIndex: 'snackbar', p: 2, maxWidth: 560, mx: 'auto', outline: 0 }}
        >
          <Typography id="privacy-panel-title" component="h2" variant="subtitle1" fontWeight={600}>
            Measure how this site is used?
          </Typography>
          <Typography id="privacy-panel-text" variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
            We count page views without storing anything that identifies you. You can change your mind in the settings.
          </Typography>
          <Stack direction="row" spacing={1} justifyContent="flex-end">
            <Button onClick={() => close('decline')}>Decline</Button>
            <Button variant="contained" onClick={() => close('allow')}>
              Allow
            </Button>
          </Stack>
        </Paper>
      </Fade>
    </Stack>
  );
}
