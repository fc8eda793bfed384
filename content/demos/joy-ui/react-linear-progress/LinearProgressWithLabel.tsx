import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const tasks = ['Verify your email', 'Add a profile photo', 'Connect your calendar', 'Invite a teammate', 'Create a first project'];

export default function LinearProgressWithLabel() {
  const [done, setDone] = React.useState<string[]>(tasks.slice(0, 2));
  const percent = Math.round((done.length / tasks.length) * 100);

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      <LinearProgress
        determinate
        value={percent}
        variant="outlined"
        color={percent === 100 ? 'success' : 'primary'}
        thickness={26}
        aria-label="Onboarding checklist"
        aria-valuetext={`${done.length} of ${tasks.length} tasks done`}
        sx={{ '--LinearProgress-progressThickness': '20px', '--LinearProgress-radius': '8px' }}
      >
        <Typography level="body-xs" aria-hidden sx={{ position: 'relative', fontWeight: 'lg', color: '#fff', mixBlendMode: 'difference' }}>
          {done.length} of {tasks.length} tasks done
        </Typography>
      </LinearProgress>
      <Stack spacing={1}>
        {tasks.map((task) => (
          <Checkbox
            key={task}
            label={task}
            checked={done.includes(task)}
            onChange={(event) => setDone((list) => (event.target.checked ? [...list, task] : list.filter((item) => item !== task)))}
          />
        ))}
      </Stack>
    </Stack>
  );
}
