import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import WarningIcon from '@mui/icons-material/Warning';
import WifiIcon from '@mui/icons-material/Wifi';

export default function AccessibleIcons() {
  return (
    <Stack spacing={2}>
      {/* Decorative: the text already says everything, so the icon stays hidden. */}
      <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <WifiIcon color="action" /> Connected to Studio-5G
      </Typography>
      {/* Meaningful on its own: titleAccess gives the icon role="img" and a <title>. */}
      <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        Invoice 2024-118 <WarningIcon color="warning" titleAccess="Overdue" />
      </Typography>
      {/* Inside a control: the label belongs on the button, not on the icon. */}
      <div>
        <IconButton aria-label="Delete invoice 2024-118">
          <DeleteIcon />
        </IconButton>
      </div>
    </Stack>
  );
}
