import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SkeletonText() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Stack sx={{ width: 260 }}>
        <Skeleton variant="text" level="h3" width="60%" />
        <Skeleton variant="text" level="body-md" />
        <Skeleton variant="text" level="body-md" />
        <Skeleton variant="text" level="body-md" width="80%" />
      </Stack>
      <Stack sx={{ width: 260 }}>
        <Typography level="h3">
          <Skeleton>Quarterly review</Skeleton>
        </Typography>
        <Typography>
          <Skeleton>
            Revenue grew in every region, led by the Nordic stores. The full report follows the board meeting on Thursday.
          </Skeleton>
        </Typography>
      </Stack>
    </Stack>
  );
}
