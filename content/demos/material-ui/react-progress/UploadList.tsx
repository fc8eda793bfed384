import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';

const files = [
  { name: 'site-plan.pdf', size: 4.2 },
  { name: 'facade.jpg', size: 9.6 },
  { name: 'budget.xlsx', size: 0.8 },
];

export default function UploadList() {
  // Megabytes sent per file; each file uploads at a different pace.
  const [sent, setSent] = React.useState<number[]>(files.map(() => 0));
  const [running, setRunning] = React.useState(false);

  React.useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => {
      setSent((current) => current.map((value, index) => Math.min(files[index].size, value + 0.4 + index * 0.1)));
    }, 200);
    return () => clearInterval(timer);
  }, [running]);

  const finished = sent.every((value, index) => value >= files[index].size);
  React.useEffect(() => {
    if (finished) setRunning(false);
  }, [finished]);

  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <List dense disablePadding>
        {files.map((file, index) => {
          const percent = Math.round((sent[index] / file.size) * 100);
          const labelId = `upload-list-${index}`;
          return (
            <ListItem key={file.name} disableGutters sx={{ display: 'block' }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
                <Typography id={labelId} variant="body2">
                  {file.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {percent === 100 ? 'Done' : `${sent[index].toFixed(1)} of ${file.size} MB`}
                </Typography>
              </Box>
              <LinearProgress
                variant="determinate"
                value={percent}
                color={percent === 100 ? 'success' : 'primary'}
                aria-labelledby={labelId}
                sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
              />
            </ListItem>
          );
        })}
      </List>
      <Button
        sx={{ mt: 1 }}
        disabled={running}
        onClick={() => {
          setSent(files.map(() => 0));
          setRunning(true);
        }}
      >
        {sent.some((value) => value > 0) ? 'Upload again' : 'Start upload'}
      </Button>
    </Box>
  );
}
