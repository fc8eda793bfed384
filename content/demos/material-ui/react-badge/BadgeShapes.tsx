import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

const square = <Box sx={{ width: 48, height: 48, bgcolor: 'primary.main' }} />;
const circle = <Box sx={{ width: 48, height: 48, bgcolor: 'primary.main', borderRadius: '50%' }} />;

export default function BadgeShapes() {
  return (
    <Stack direction="row" spacing={4}>
      <Badge color="warning" badgeContent=" ">
        {square}
      </Badge>
      <Badge color="warning" variant="dot">
        {square}
      </Badge>
      <Badge color="warning" overlap="circular" badgeContent=" ">
        {circle}
      </Badge>
      <Badge color="warning" overlap="circular" variant="dot">
        {circle}
      </Badge>
    </Stack>
  );
}
