import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

const totalFiles = 8;

export default function LinearWithValue() {
  const [copied, setCopied] = React.useState(3);
  const percent = (copied / totalFiles) * 100;

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <LinearProgress variant="determinate" value={percent} aria-label="Files copied" sx={{ flexGrow: 1 }} />
        <Typography variant="body2" color="text.secondary" sx={{ minWidth: 72 }}>
          {copied} of {totalFiles}
        </Typography>
      </Box>
      <Button size="small" sx={{ mt: 2 }} onClick={() => setCopied((count) => (count >= totalFiles ? 0 : count + 1))}>
        {copied >= totalFiles ? 'Start over' : 'Copy next file'}
      </Button>
    </Box>
  );
}
