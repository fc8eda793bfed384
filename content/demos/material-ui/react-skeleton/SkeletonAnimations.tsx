import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function SkeletonAnimations() {
  return (
    <Stack spacing={2} sx={{ width: 280 }}>
      <div>
        <Typography variant="caption">pulse (default)</Typography>
        <Skeleton height={32} />
      </div>
      <div>
        <Typography variant="caption">wave</Typography>
        <Skeleton animation="wave" height={32} />
      </div>
      <div>
        <Typography variant="caption">false (no animation)</Typography>
        <Skeleton animation={false} height={32} />
      </div>
    </Stack>
  );
}
