import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Portal from '@mui/material/Portal';

const zone = { p: 2, minHeight: 64, border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1 };

export default function PortalIntoContainer() {
  const [moved, setMoved] = React.useState<boolean>(false);
  const target = React.useRef<HTMLDivElement>(null);

  const badge = (
    <Box sx={{ display: 'inline-block', px: 1, borderRadius: 1, bgcolor: 'warning.main', color: 'warning.contrastText' }}>Draft</Box>
  );

  return (
    <Box sx={{ width: '100%', maxWidth: 360, display: 'grid', gap: 1.5 }}>
      <Button variant="outlined" onClick={() => setMoved((value) => !value)}>
        {moved ? 'Render in place' : 'Portal into the second box'}
      </Button>
      <Box sx={zone}>React parent: {moved ? <Portal container={() => target.current}>{badge}</Portal> : badge}</Box>
      <Box ref={target} sx={zone}>
        DOM target:{' '}
      </Box>
    </Box>
  );
}
