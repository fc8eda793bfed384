import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function LinearVariants() {
  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <Box>
        <Typography id="sync-label" variant="body2" gutterBottom>
          Syncing mailbox (indeterminate)
        </Typography>
        <LinearProgress aria-labelledby="sync-label" />
      </Box>
      <Box>
        <Typography id="install-label" variant="body2" gutterBottom>
          Installing updates: 3 of 5 done (determinate)
        </Typography>
        <LinearProgress variant="determinate" value={60} color="success" aria-labelledby="install-label" />
      </Box>
      <Box>
        <Typography id="stream-label" variant="body2" gutterBottom>
          Streaming: 35% played, 70% loaded (buffer)
        </Typography>
        <LinearProgress variant="buffer" value={35} valueBuffer={70} color="secondary" aria-labelledby="stream-label" />
      </Box>
    </Stack>
  );
}
