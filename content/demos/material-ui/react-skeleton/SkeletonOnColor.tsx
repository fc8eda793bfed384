import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

export default function SkeletonOnColor() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {/* The default tint is based on the theme's text color, which is too faint on a dark band in light mode. */}
      <Box sx={{ bgcolor: '#101418', p: 2, borderRadius: 1, width: 220 }}>
        <Skeleton variant="text" sx={{ bgcolor: 'grey.800', fontSize: '1.25rem' }} width="70%" />
        <Skeleton variant="text" sx={{ bgcolor: 'grey.800' }} />
        <Skeleton variant="rounded" sx={{ bgcolor: 'grey.800', mt: 1 }} height={60} animation="wave" />
      </Box>
      <Box sx={{ bgcolor: 'primary.main', p: 2, borderRadius: 1, width: 220 }}>
        <Skeleton variant="text" sx={{ bgcolor: 'rgba(255, 255, 255, 0.24)', fontSize: '1.25rem' }} width="70%" />
        <Skeleton variant="text" sx={{ bgcolor: 'rgba(255, 255, 255, 0.24)' }} />
        <Skeleton variant="rounded" sx={{ bgcolor: 'rgba(255, 255, 255, 0.24)', mt: 1 }} height={60} />
      </Box>
    </Stack>
  );
}
