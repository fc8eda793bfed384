import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';

export default function LinkDecorators() {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Link href="#catalog" startDecorator={<DownloadRoundedIcon />}>
        Download the spring catalog (PDF, 4 MB)
      </Link>
      <Link href="#pricing" endDecorator={<ArrowForwardRoundedIcon />}>
        Compare plans
      </Link>
      <Link
        href="https://www.openstreetmap.org/"
        target="_blank"
        rel="noopener noreferrer"
        endDecorator={<OpenInNewRoundedIcon titleAccess="opens in a new tab" />}
      >
        OpenStreetMap
      </Link>
    </Stack>
  );
}
