import * as React from 'react';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

interface Message {
  key: number;
  text: string;
}

const events: string[] = ['Maya joined the call', 'Recording started', 'Léon shared a screen', 'Recording stopped'];

export default function QueuedSnackbars() {
  const [queue, setQueue] = React.useState<Message[]>([]);
  const [current, setCurrent] = React.useState<Message | null>(null);
  const [open, setOpen] = React.useState(false);
  const counter = React.useRef(0);

  React.useEffect(() => {
    if (!current && queue.length > 0) {
      setCurrent(queue[0]);
      setQueue((rest) => rest.slice(1));
      setOpen(true);
    }
  }, [queue, current]);

  const enqueue = () => {
    const key = counter.current++;
    setQueue((rest) => [...rest, { key, text: events[key % events.length] }]);
  };

  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Button variant="outlined" onClick={enqueue}>
        Add event
      </Button>
      <span>Waiting: {queue.length}</span>
      <Snackbar
        key={current?.key}
        open={open}
        autoHideDuration={2000}
        onClose={(_event, reason) => reason !== 'clickaway' && setOpen(false)}
        TransitionProps={{ onExited: () => setCurrent(null) }}
        message={current?.text}
      />
    </Stack>
  );
}
