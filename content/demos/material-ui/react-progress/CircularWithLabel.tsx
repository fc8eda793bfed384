import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export default function CircularWithLabel() {
  const [percent, setPercent] = React.useState(0);

  React.useEffect(() => {
    const timer = setInterval(() => {
      setPercent((value) => (value >= 100 ? 0 : value + 5));
    }, 400);
    return () => clearInterval(timer);
  }, []);

  return (
    <Box sx={{ position: 'relative', display: 'inline-flex' }}>
      <CircularProgress variant="determinate" value={percent} size={64} aria-label="Video upload" />
      <Box sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Typography variant="caption" color="text.secondary" aria-hidden>
          {`${percent}%`}
        </Typography>
      </Box>
    </Box>
  );
}
