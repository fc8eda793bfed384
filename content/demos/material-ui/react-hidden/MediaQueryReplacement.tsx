import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import FileDownloadIcon from '@mui/icons-material/FileDownload';

export default function MediaQueryReplacement() {
  const theme = useTheme();
  // false on the server and during hydration, then the real value.
  const compact = useMediaQuery(theme.breakpoints.down('sm'));

  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <span>Quarterly report.pdf</span>
      {compact ? (
        <IconButton aria-label="Download the quarterly report" color="primary">
          <FileDownloadIcon />
        </IconButton>
      ) : (
        <Button variant="outlined" startIcon={<FileDownloadIcon />}>
          Download
        </Button>
      )}
    </Stack>
  );
}
