import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DeleteIcon from '@mui/icons-material/Delete';
import SendIcon from '@mui/icons-material/Send';

export default function ButtonsWithIcons() {
  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
      <Button variant="outlined" color="error" startIcon={<DeleteIcon />}>
        Remove file
      </Button>
      <Button variant="contained" endIcon={<SendIcon />}>
        Send invoice
      </Button>
      <Button variant="contained" color="secondary" startIcon={<CloudUploadIcon />}>
        Upload photos
      </Button>
    </Stack>
  );
}
