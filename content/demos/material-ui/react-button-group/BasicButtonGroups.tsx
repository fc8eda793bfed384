import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

const variants = ['outlined', 'contained', 'text'] as const;

export default function BasicButtonGroups() {
  return (
    <Stack spacing={2} alignItems="flex-start">
      {variants.map((variant) => (
        <ButtonGroup key={variant} variant={variant} aria-label={`Time range, ${variant} style`}>
          <Button>Day</Button>
          <Button>Week</Button>
          <Button>Month</Button>
        </ButtonGroup>
      ))}
    </Stack>
  );
}
