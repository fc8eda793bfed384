import Box from '@mui/material/Box';
import NoSsr from '@mui/material/NoSsr';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

function VisitorClock() {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const time = new Date().toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return (
    <Typography>
      It is {time} in {zone}.
    </Typography>
  );
}

export default function LocalTimeNoSsr() {
  return (
    <Box sx={{ width: 300, p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Typography variant="overline" color="text.secondary">
        Your local time
      </Typography>
      <NoSsr fallback={<Skeleton variant="text" width="80%" sx={{ fontSize: '1rem' }} />}>
        <VisitorClock />
      </NoSsr>
    </Box>
  );
}
