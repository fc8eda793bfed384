import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';

interface Message {
  id: number;
  text: string;
}

const events = ['Anna joined the channel', 'Build #1824 passed', 'Deploy to staging finished'];

export default function ConsecutiveSnackbars() {
  const nextId = React.useRef(0);
  const [queue, setQueue] = React.useState<Message[]>([]);
  const [current, setCurrent] = React.useState<Message | null>(null);
  const [open, setOpen] = React.useState(false);

  // Show the next queued message once nothing is on screen.
  React.useEffect(() => {
    if (current == null && queue.length > 0) {
      setCurrent(queue[0]);
      setQueue((list) => list.slice(1));
      setOpen(true);
    }
  }, [current, queue]);

  const push = (text: string) => {
    nextId.current += 1;
    setQueue((list) => [...list, { id: nextId.current, text }]);
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {events.map((text) => (
        <Button key={text} size="sm" variant="outlined" color="neutral" onClick={() => push(text)}>
          {text}
        </Button>
      ))}
      <Snackbar
        key={current?.id}
        role="status"
        open={open}
        autoHideDuration={2500}
        onClose={(_event, reason) => {
          // Clicking the next button must not skip the message on screen.
          if (reason !== 'clickaway') setOpen(false);
        }}
        onUnmount={() => setCurrent(null)}
      >
        {current?.text}
      </Snackbar>
    </Stack>
  );
}
