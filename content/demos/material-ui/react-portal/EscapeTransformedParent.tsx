import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import Switch from '@mui/material/Switch';

export default function EscapeTransformedParent() {
  const [shown, setShown] = React.useState<boolean>(false);
  const [disablePortal, setDisablePortal] = React.useState<boolean>(false);

  return (
    <Paper variant="outlined" sx={{ p: 2, width: 320, height: 160, overflow: 'hidden', transform: 'translateZ(0)' }}>
      <FormControlLabel
        control={<Switch checked={disablePortal} onChange={(event) => setDisablePortal(event.target.checked)} />}
        label="disablePortal"
      />
      <Button variant="contained" onClick={() => setShown((value) => !value)} sx={{ display: 'flex', mt: 1 }}>
        {shown ? 'Hide' : 'Show'} saved notice
      </Button>
      {shown ? (
        <Portal disablePortal={disablePortal}>
          <Box
            role="status"
            sx={{
              position: 'fixed',
              left: 16,
              bottom: 16,
              zIndex: 'snackbar',
              px: 2,
              py: 1,
              borderRadius: 1,
              bgcolor: 'grey.900',
              color: 'common.white',
            }}
          >
            Changes saved
          </Box>
        </Portal>
      ) : null}
    </Paper>
  );
}
