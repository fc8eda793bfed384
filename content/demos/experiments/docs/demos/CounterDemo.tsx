import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function CounterDemo() {
  const [count, setCount] = React.useState<number>(0);

  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Button variant="contained" onClick={() => setCount((value) => value + 1)}>
        Add one
      </Button>
      <Typography aria-live="polite">Clicked {count} times</Typography>
    </Stack>
  );
}
