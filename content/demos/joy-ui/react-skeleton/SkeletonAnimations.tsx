import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SkeletonAnimations() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      <div>
        <Typography level="body-xs">animation=&quot;pulse&quot; (default)</Typography>
        <Skeleton variant="rectangular" height={40} />
      </div>
      <div>
        <Typography level="body-xs">animation=&quot;wave&quot;</Typography>
        <Skeleton variant="rectangular" animation="wave" height={40} />
      </div>
      <div>
        <Typography level="body-xs">animation={'{false}'}</Typography>
        <Skeleton variant="rectangular" animation={false} height={40} />
      </div>
    </Stack>
  );
}
