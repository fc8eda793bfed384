import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Typography from '@mui/material/Typography';

export default function FadeTransition() {
  const [visible, setVisible] = React.useState<boolean>(true);

  return (
    <Box sx={{ textAlign: 'center' }}>
      <Button onClick={() => setVisible((value) => !value)}>{visible ? 'Fade out' : 'Fade in'}</Button>
      <Fade in={visible}>
        <Box sx={{ mt: 2, p: 2, width: 260, borderRadius: 2, bgcolor: 'info.main', color: 'info.contrastText' }}>
          <Typography>Tip: drag a file onto the page to upload it.</Typography>
        </Box>
      </Fade>
    </Box>
  );
}
