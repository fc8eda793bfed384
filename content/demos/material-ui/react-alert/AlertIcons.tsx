import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import VerifiedIcon from '@mui/icons-material/Verified';

export default function AlertIcons() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert icon={<CloudUploadIcon fontSize="inherit" />} severity="info">
        A custom icon: 3 of 5 photos uploaded.
      </Alert>
      <Alert iconMapping={{ success: <VerifiedIcon fontSize="inherit" /> }} severity="success">
        A remapped success icon: your email address is verified.
      </Alert>
      <Alert icon={false} severity="warning">
        No icon at all: the trial ends in 3 days.
      </Alert>
      <Alert severity="success" color="info">
        A success icon with the info color: the draft was saved.
      </Alert>
    </Stack>
  );
}
