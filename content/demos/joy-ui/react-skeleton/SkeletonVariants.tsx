import Box from '@mui/joy/Box';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SkeletonVariants() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Stack spacing={1} sx={{ width: 120 }}>
        <Box sx={{ position: 'relative', height: 72, borderRadius: 'sm', overflow: 'hidden' }}>
          <Skeleton />
        </Box>
        <Typography level="body-xs">overlay (default)</Typography>
      </Stack>
      <Stack spacing={1} sx={{ width: 120 }}>
        <Skeleton variant="circular" width={72} height={72} />
        <Typography level="body-xs">circular</Typography>
      </Stack>
      <Stack spacing={1} sx={{ width: 120 }}>
        <Skeleton variant="rectangular" height={72} />
        <Typography level="body-xs">rectangular</Typography>
      </Stack>
      <Stack spacing={1} sx={{ width: 120 }}>
        <Skeleton variant="text" />
        <Skeleton variant="text" level="body-sm" width="70%" />
        <Typography level="body-xs">text</Typography>
      </Stack>
      <Stack spacing={1} sx={{ width: 160 }}>
        <Typography>
          <Skeleton variant="inline">Due on Friday, 14 March</Skeleton>
        </Typography>
        <Typography level="body-xs">inline</Typography>
      </Stack>
    </Stack>
  );
}
