import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import ScheduleIcon from '@mui/icons-material/Schedule';

const statuses = [
  { label: 'Paid', color: 'success', icon: <CheckCircleOutlineIcon /> },
  { label: 'Pending', color: 'warning', icon: <ScheduleIcon /> },
  { label: 'Overdue', color: 'error', icon: <ErrorOutlineIcon /> },
] as const;

export default function StatusChips() {
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
      {statuses.map((status) => (
        <Chip
          key={status.label}
          label={status.label}
          icon={status.icon}
          size="small"
          // A "soft" look: a tinted background and a darker text of the same palette color.
          sx={{
            fontWeight: 600,
            color: (theme) => theme.palette[status.color][theme.palette.mode === 'dark' ? 'light' : 'dark'],
            bgcolor: (theme) => alpha(theme.palette[status.color].main, 0.14),
            '& .MuiChip-icon': { color: 'inherit' },
          }}
        />
      ))}
    </Stack>
  );
}
