import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';

export default function DisabledLink() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Link disabled>Download invoice (available after payment)</Link>
      <Link disabled variant="soft">
        Archived report
      </Link>
    </Stack>
  );
}
