import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';

const variants = ['outlined', 'plain', 'soft', 'solid'] as const;

export default function ButtonGroupVariants() {
  return (
    <Stack spacing={2} alignItems="flex-start">
      {variants.map((variant) => (
        <ButtonGroup key={variant} variant={variant} aria-label={`Pagination, ${variant} variant`}>
          <Button>Previous</Button>
          <Button>1</Button>
          <Button>2</Button>
          <Button>3</Button>
          <Button>Next</Button>
        </ButtonGroup>
      ))}
    </Stack>
  );
}
