import Stack from '@mui/material/Stack';
import AlarmIcon from '@mui/icons-material/Alarm';
import BugReportIcon from '@mui/icons-material/BugReport';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import SettingsIcon from '@mui/icons-material/Settings';

export default function MaterialSvgIcons() {
  return (
    <Stack direction="row" spacing={3}>
      <AlarmIcon />
      <SettingsIcon color="action" />
      <LightbulbIcon color="warning" />
      <CheckCircleIcon color="success" />
      <ErrorIcon color="error" />
      <BugReportIcon sx={{ color: 'secondary.light' }} />
    </Stack>
  );
}
