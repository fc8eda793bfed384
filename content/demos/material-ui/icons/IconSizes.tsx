import Icon from '@mui/material/Icon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';

export default function IconSizes() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3} alignItems="center">
        <StarIcon fontSize="small" />
        <StarIcon />
        <StarIcon fontSize="large" />
        <StarIcon sx={{ fontSize: 56 }} />
      </Stack>
      <Stack direction="row" spacing={3} alignItems="center">
        <Icon fontSize="small">star</Icon>
        <Icon>star</Icon>
        <Icon fontSize="large">star</Icon>
        <Icon sx={{ fontSize: 56 }}>star</Icon>
      </Stack>
      <Typography variant="h5" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <StarIcon fontSize="inherit" color="primary" /> Follows the heading size
      </Typography>
    </Stack>
  );
}
