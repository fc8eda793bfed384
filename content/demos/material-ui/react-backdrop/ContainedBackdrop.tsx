import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function ContainedBackdrop() {
  const [refreshing, setRefreshing] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout>>();

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const handleRefresh = () => {
    setRefreshing(true);
    timer.current = setTimeout(() => setRefreshing(false), 2000);
  };

  return (
    <Paper variant="outlined" aria-busy={refreshing} sx={{ position: 'relative', p: 3, maxWidth: 360, overflow: 'hidden' }}>
      <Typography variant="h6">Weekly sales</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        1,284 orders, up 8% from last week.
      </Typography>
      <Button onClick={handleRefresh} disabled={refreshing}>
        Refresh figures
      </Button>
      <Backdrop open={refreshing} sx={{ position: 'absolute', zIndex: 1, color: 'common.white' }}>
        <CircularProgress color="inherit" size={32} />
      </Backdrop>
    </Paper>
  );
}
