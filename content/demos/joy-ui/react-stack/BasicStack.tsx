import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';

const tasks = ['Book the venue for the offsite', 'Send the agenda to the team', 'Order lunch for 18 people'];

export default function BasicStack() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
      {tasks.map((task) => (
        <Sheet key={task} variant="outlined" sx={{ p: 1.5, borderRadius: 'sm' }}>
          {task}
        </Sheet>
      ))}
    </Stack>
  );
}
