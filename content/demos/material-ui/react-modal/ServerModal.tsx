import * as React from 'react';
import Box from '@mui/material/Box';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

export default function ServerModal() {
  const frame = React.useRef<HTMLDivElement>(null);

  return (
    <Box
      ref={frame}
      // A transform makes this box the containing block of the modal's fixed-position root, so the modal covers the box instead of the viewport.
      sx={{
        position: 'relative',
        width: '100%',
        maxWidth: 420,
        height: 220,
        transform: 'translateZ(0)',
        borderRadius: 2,
        overflow: 'hidden',
      }}
    >
      <Modal
        open
        disablePortal
        disableEnforceFocus
        disableAutoFocus
        container={() => frame.current}
        aria-labelledby="server-modal-title"
        aria-describedby="server-modal-text"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
      >
        <Box sx={{ width: 280, p: 2.5, borderRadius: 2, bgcolor: 'background.paper', boxShadow: 24 }}>
          <Typography id="server-modal-title" variant="h6" component="h2">
            Rendered by the server
          </Typography>
          <Typography id="server-modal-text" variant="body2" sx={{ mt: 1 }}>
            This modal is in the HTML before any script runs, because it renders in place instead of in a portal.
          </Typography>
        </Box>
      </Modal>
    </Box>
  );
}
