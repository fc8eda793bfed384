import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

const sizes = ['small', 'medium', 'large'] as const;

export default function PaginationSizes() {
  return (
    <Stack spacing={2}>
      {sizes.map((size) => (
        <Pagination key={size} count={6} size={size} color="primary" />
      ))}
    </Stack>
  );
}
