import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';

const sizes = ['small', 'medium', 'large'] as const;

export default function HalfRating() {
  return (
    <Stack spacing={1}>
      {sizes.map((size) => (
        <Rating key={size} name={`half-rating-${size}`} defaultValue={2.5} precision={0.5} size={size} />
      ))}
    </Stack>
  );
}
