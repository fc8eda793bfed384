import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PaginationRanges() {
  return (
    <Stack spacing={2}>
      <Typography variant="body2">Defaults (siblingCount 1, boundaryCount 1)</Typography>
      <Pagination count={20} defaultPage={10} />
      <Typography variant="body2">siblingCount 0</Typography>
      <Pagination count={20} defaultPage={10} siblingCount={0} />
      <Typography variant="body2">siblingCount 2, boundaryCount 2</Typography>
      <Pagination count={20} defaultPage={10} siblingCount={2} boundaryCount={2} />
      <Typography variant="body2">First and last buttons</Typography>
      <Pagination count={20} defaultPage={10} siblingCount={0} showFirstButton showLastButton />
    </Stack>
  );
}
