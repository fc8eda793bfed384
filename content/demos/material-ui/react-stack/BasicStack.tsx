import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

const steps: string[] = ['Choose a plan', 'Add payment details', 'Confirm your email'];

export default function BasicStack() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 320 }}>
      {steps.map((step, index) => (
        <Paper key={step} variant="outlined" sx={{ p: 1.5 }}>
          {index + 1}. {step}
        </Paper>
      ))}
    </Stack>
  );
}
