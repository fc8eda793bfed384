import LinearProgress, { linearProgressClasses } from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { SxProps, Theme } from '@mui/material/styles';

const chunky: SxProps<Theme> = {
  height: 12,
  borderRadius: 6,
  bgcolor: 'action.selected',
  [`& .${linearProgressClasses.bar}`]: {
    borderRadius: 6,
    bgcolor: 'warning.main',
  },
};

export default function CustomizedProgress() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <LinearProgress variant="determinate" value={40} aria-label="Daily step goal" sx={chunky} />
      <LinearProgress aria-label="Refreshing feed" sx={{ height: 2, [`& .${linearProgressClasses.bar}`]: { bgcolor: 'success.main' } }} />
    </Stack>
  );
}
