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
          // A "soft" look: a background tinted with the palette color, the icon in that color,
          // and the label in the text color, which keeps its contrast in light and dark mode.
          sx={{
            fontWeight: 600,
            color: 'text.primary',
            bgcolor: (theme) => alpha(theme.palette[status.color].main, 0.16),
            '& .MuiChip-icon': { color: `${status.color}.main` },
          }}
        />
      ))}
    </Stack>
  );
}
