import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function PaginationVariants() {
  return (
    <Stack spacing={2}>
      <Pagination count={8} />
      <Pagination count={8} color="primary" />
      <Pagination count={8} variant="outlined" color="secondary" />
      <Pagination count={8} variant="outlined" shape="rounded" />
      <Pagination count={8} disabled />
    </Stack>
  );
}
