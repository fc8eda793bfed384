import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

const sizes = ['small', 'medium', 'large'] as const;

export default function ButtonSizes() {
  return (
    <Stack spacing={2}>
      {sizes.map((size) => (
        <Stack key={size} direction="row" spacing={1} alignItems="center">
          <Button size={size}>Text {size}</Button>
          <Button size={size} variant="outlined">
            Outlined {size}
          </Button>
          <Button size={size} variant="contained">
            Contained {size}
          </Button>
        </Stack>
      ))}
      <Button variant="contained" fullWidth>
        Full width checkout
      </Button>
    </Stack>
  );
}
